package arena.games.locm.arena;

import arena.games.locm.Battle;
import arena.games.locm.Card;
import arena.games.locm.CardData;
import arena.games.locm.Keywords;
import arena.games.locm.LocmMatch;
import arena.games.locm.LocmVariant;
import arena.games.locm.PlayerState;
import java.util.ArrayList;
import java.util.List;

/**
 * A LOCM match's state as its board shows it ({@link LocmBoard}): the sides with their hands and lanes, the draft's
 * choices, a card as people read it. Apart from {@link LocmArenaMatch}, which judges the match and keeps its log, so
 * that the match reads as rules and time (issue 45); the match draws its board once per change and shares it.
 */
final class LocmBoardViews {
    private LocmBoardViews() {}

    /**
     * The board of the match now.
     *
     * @param awaited the seats an answer is awaited from (to move)
     * @param pick    1.2: the draft pick being made (0 outside the draft)
     * @param result  why the match ended, in the teams' names
     * @param log     the last things done, newest first
     */
    static LocmBoard of(LocmMatch game, List<Integer> awaited, int pick, double[] scores, String result, List<LocmBoard.LogLine> log) {
        Battle b = game.battle();
        List<LocmBoard.Side> sides = new ArrayList<>(2);
        for (int s = 0; s < 2; s++) {
            boolean toMove = awaited.contains(s);
            if (b == null) {
                sides.add(new LocmBoard.Side(s, toMove, 30, 0, 0, 0, 25, 0, List.of(), List.of(List.of(), List.of()),
                        game.chosenCards(s).size(), game.variant() == LocmVariant.V1_5 && !toMove && !game.isOver()));
                continue;
            }
            PlayerState p = b.player(s);
            List<LocmBoard.CardView> hand = new ArrayList<>();
            for (Card c : p.hand()) hand.add(view(c, false));
            List<List<LocmBoard.CardView>> lanes = List.of(new ArrayList<>(), new ArrayList<>());
            for (Card c : p.board()) lanes.get(Math.max(0, Math.min(1, c.lane()))).add(view(c, true));
            sides.add(new LocmBoard.Side(s, toMove, p.health(), p.currentMana(), p.maxMana(), p.deckSize(), p.nextRune(),
                    p.hand().size(), hand, lanes, game.chosenCards(s).size(), false));
        }
        List<LocmBoard.CardView> choices = new ArrayList<>();
        if (game.phase() == LocmMatch.Phase.DRAFT) for (CardData c : game.draftChoices()) choices.add(view(c));
        String phase = switch (game.phase()) {
            case DRAFT -> "draft";
            case CONSTRUCTED -> "constructed";
            case BATTLE -> "battle";
            case OVER -> "over";
        };
        return new LocmBoard(game.variant() == LocmVariant.V1_2 ? "1.2" : "1.5", phase,
                b == null ? 0 : b.turn() + 1, pick, game.isOver(), game.winner(),
                result, sides, choices, log, List.of(number(scores[0]), number(scores[1])));
    }

    private static String number(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.valueOf(d);
    }

    static String typeName(arena.games.locm.CardType t) {
        return switch (t) {
            case CREATURE -> "creature";
            case GREEN_ITEM -> "green item";
            case RED_ITEM -> "red item";
            case BLUE_ITEM -> "blue item";
        };
    }

    /** A card of the game's list, as a draft choice or a deck builder shows it. */
    static LocmBoard.CardView view(CardData c) {
        return new LocmBoard.CardView(-1, c.baseId(), typeName(c.type()), c.cost(), c.attack(), c.defense(), Keywords.toString(c.keywords()),
                c.myHealthChange(), c.oppHealthChange(), c.cardDraw(), c.area().refName(), false);
    }

    private static LocmBoard.CardView view(Card c, boolean onBoard) {
        CardData d = c.base;
        return new LocmBoard.CardView(c.id, d.baseId(), typeName(d.type()), d.cost(), onBoard ? c.attack() : d.attack(),
                onBoard ? c.defense() : d.defense(), Keywords.toString(onBoard ? c.keywords() : d.keywords()),
                d.myHealthChange(), d.oppHealthChange(), d.cardDraw(), d.area().refName(), onBoard && c.canAttack());
    }
}
