package arena.games.locm;

/**
 * The text a player reads at the start of a battle turn (the referee's getPlayersInput and getCardsInput): both
 * players' lines, the opponent's hand size and the actions it performed last turn, then the cards in the player's hand,
 * its creatures and the opponent's.
 */
final class BattleInput {
    private BattleInput() {
    }

    /** The battle input of the current player. */
    static String of(Battle battle) {
        PlayerState me = battle.players[battle.current], opp = battle.players[1 - battle.current];
        LocmVariant variant = battle.variant;
        boolean area = variant.hasArea();
        StringBuilder sb = new StringBuilder(1024);
        variant.appendPlayerLine(sb, me);
        variant.appendPlayerLine(sb, opp);
        sb.append(opp.hand.size()).append(' ').append(opp.performed.size()).append('\n');
        for (int i = 0; i < opp.performed.size(); i++) {
            Action a = Action.of(opp.performed.get(i));
            sb.append(battle.card(a.arg1).base.baseId()).append(' ').append(a.toStringNoText()).append('\n');
        }
        sb.append(me.hand.size() + me.board.size() + opp.board.size()).append('\n');
        for (Card c : me.hand)
            c.appendHandLine(sb, area);
        for (Card c : me.board)
            c.appendBoardLine(sb, false, variant);
        for (Card c : opp.board)
            c.appendBoardLine(sb, true, variant);
        return LocmMatch.finishInput(sb);
    }
}
