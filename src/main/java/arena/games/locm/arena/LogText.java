package arena.games.locm.arena;

import arena.game.SeatNames;
import arena.games.locm.Action;
import arena.games.locm.Battle;
import arena.games.locm.Card;
import arena.games.locm.CardData;
import arena.games.locm.Keywords;
import arena.games.locm.LocmMatch;
import arena.games.locm.LocmVariant;
import arena.games.locm.PlayerState;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The board's log in words: a turn's actions name their cards with their stats as the turn began ("summons Grave
 * Robber 3/3 in the left lane") instead of the bot's raw command ("SUMMON 22 0"), and a draft pick shows the three
 * cards offered beside the one taken. Taken before the answer is applied, because the answer may use up or kill the
 * very cards it names.
 */
final class LogText {
    private static final String[] LANES = {"the left lane", "the right lane"};

    private final LocmVariant variant;
    private final SeatNames names;
    /** Every card instance in a hand or on the board as the answer arrived, in words. */
    private final Map<Integer, String> cards = new HashMap<>();
    private final List<CardData> offered;

    private LogText(LocmMatch game, SeatNames names) {
        this.variant = game.variant();
        this.names = names;
        Battle b = game.battle();
        if (b != null) {
            for (int p = 0; p < 2; p++) {
                PlayerState s = b.player(p);
                for (Card c : s.hand()) cards.put(c.id, card(c.base, c.base.attack(), c.base.defense(), c.base.keywords()));
                for (Card c : s.board()) cards.put(c.id, card(c.base, c.attack(), c.defense(), c.keywords()));
            }
        }
        offered = game.phase() == LocmMatch.Phase.DRAFT ? List.copyOf(game.draftChoices()) : List.of();
    }

    /** The words for an answer about to be applied to {@code game}. */
    static LogText before(LocmMatch game, SeatNames names) {
        return new LogText(game, names);
    }

    /** A card as people read it: its name (1.2) or its number in the pool (1.5), its stats and abilities. */
    private String card(CardData d, int attack, int defense, int keywords) {
        String name = variant == LocmVariant.V1_2 ? d.name() : "card " + d.baseId();
        String stats = d.isCreature() ? attack + "/" + defense
                : attack == 0 && defense == 0 ? "" : signed(attack) + "/" + signed(defense);
        String abilities = Keywords.toString(keywords).replace("-", "");
        return name + (stats.isEmpty() ? "" : " " + stats) + (abilities.isEmpty() ? "" : " " + abilities);
    }

    /** A draft pick: the card taken (by its base id, as the engine reports it) and the three that were offered. */
    String pick(int pickNumber, int baseId) {
        StringJoiner all = new StringJoiner(" · ");
        String taken = "card " + baseId;
        for (CardData c : offered) {
            String text = card(c, c.attack(), c.defense(), c.keywords());
            all.add(text);
            if (c.baseId() == baseId) taken = text;
        }
        return "pick " + pickNumber + ": takes " + taken + (offered.isEmpty() ? "" : " (offered " + all + ")");
    }

    /** One battle action of {@code seat}, as the engine reports it ({@code SUMMON 22 0}), in words. */
    String action(int seat, String action) {
        if (!(Action.parseLine(action) instanceof Action.Reading.Actions(List<Action> read)) || read.size() != 1) return action;
        Action a = read.get(0);
        return switch (a.type) {
            case PASS -> "passes";
            case SUMMON -> "summons " + named(a.arg1) + " in " + (a.arg2 == 0 || a.arg2 == 1 ? LANES[a.arg2] : "lane " + a.arg2);
            case ATTACK -> "attacks " + (a.arg2 == -1 ? names.of(1 - seat) : named(a.arg2)) + " with " + named(a.arg1);
            case USE -> "uses " + named(a.arg1) + (a.arg2 == -1 ? "" : " on " + named(a.arg2));
        };
    }

    private String named(int instanceId) {
        return cards.getOrDefault(instanceId, "#" + instanceId);
    }

    private static String signed(int n) {
        return n >= 0 ? "+" + n : String.valueOf(n);
    }
}
