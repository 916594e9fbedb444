package arena.games.kieszostwory;

import arena.game.Answer;
import arena.game.Codes;
import arena.game.MatchEngine;
import arena.game.Parsed;
import arena.game.RecentLog;
import arena.game.SeatNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One pairing of two trainers: a match and then its rematch, one after the other (RULINGS section 4). Seat 0
 * is the "first" trainer in the match, seat 1 in the rematch. Pure and deterministic: its inputs are the data,
 * the two teams, the commands ({@code FIGHT k} or {@code SWITCH c}, without the rival number) and the ends of
 * turns; a turn resolves when it ends.
 *
 * <p>Commands are parsed with {@link KieszCommand#TABLE}; {@link #whyIllegal} gives the specification's codes in this
 * order: FIGHT 237, 238, 242, 236, 239, 240, 241; SWITCH 237, 231, 236, 233, 234, 235, 232. Effect code assumes
 * legality.
 *
 * <p>One piece although about 500 lines: a turn resolves as one sequence (RULINGS 4, steps 1 to 10: switches, moves by
 * speed, damage, poison, bonuses, faints, the duel's end and the rematch), each step reading what the one before left
 * in both sides; the creatures' own state is already apart ({@link Fighter}), and so is the data ({@link Dex}).
 */
public final class KieszMatch implements MatchEngine, KieszView {
    public static final int WIN = 1, DRAW = 0, LOSE = -1;
    private static final int NONE = 0, FIGHT = 1, SWITCH = 2;
    private static final int LOG_SIZE = 16;

    private final Dex dex;
    private final int maxTurns;
    private final SeatNames names;
    private final int[][] teams;
    private final Side[] sides = new Side[2];
    /** 0 the match, 1 the rematch, 2 both played. */
    private int duel;
    /** The winner of each duel: seat 0 or 1, or -1 for a draw; -2 while not played. */
    private final int[] winner = {-2, -2};
    private int turn = 1;
    /** Turns of the current duel so far, forced-switch turns included (1 in its first turn). */
    private int duelTurn = 1;
    /** Turns of the current duel that count toward the limit (forced-switch turns do not). */
    private int counted;
    private final RecentLog<BoardView.LogLine> log = new RecentLog<>(LOG_SIZE);
    private int version;
    private BoardView view;
    private int viewVersion = -1;

    /** One trainer in the current duel. */
    static final class Side {
        final Fighter[] team = new Fighter[Team.SLOTS];
        int active = -1;
        int choice = NONE, choiceArg;
        String lastMove = "NO_MOVE";

        Fighter current() {
            return active < 0 ? null : team[active];
        }

        /** No creature in the arena: the duel's first turn, or the one there fainted. */
        boolean mustSwitch() {
            return active < 0 || !team[active].healthy();
        }

        boolean anyHealthy() {
            for (Fighter f : team) if (f != null && f.healthy()) return true;
            return false;
        }

        int firstHealthy() {
            for (int i = 0; i < team.length; i++) if (team[i] != null && team[i].healthy()) return i;
            return -1;
        }

        int healthyCount() {
            int n = 0;
            for (Fighter f : team) if (f != null && f.healthy()) n++;
            return n;
        }
    }

    /** A pairing of two teams (six slots each, 0 for empty) with {@code maxTurns} counted turns per duel. */
    public KieszMatch(Dex dex, int maxTurns, int[] team0, int[] team1) {
        this(dex, maxTurns, team0, team1, SeatNames.NUMBERED);
    }

    /** @param names the trainers in seats 0 and 1, named in the summary and the log */
    public KieszMatch(Dex dex, int maxTurns, int[] team0, int[] team1, SeatNames names) {
        this.dex = dex;
        this.names = names;
        this.maxTurns = maxTurns;
        this.teams = new int[][] {team0.clone(), team1.clone()};
        startDuel();
    }

    private void startDuel() {
        for (int s = 0; s < 2; s++) {
            Side side = new Side();
            for (int i = 0; i < Team.SLOTS; i++) {
                int id = teams[s][i];
                if (dex.isCreature(id)) side.team[i] = new Fighter(dex, dex.creature(id), i);
            }
            sides[s] = side;
        }
        duelTurn = 1;
        counted = 0;
    }

    // ---- the contract

    @Override
    public Answer apply(int seat, String command) {
        return KieszCommand.TABLE.answerInMatch(command, call -> whyIllegal(seat, call).map(Err::answer).orElseGet(() -> choose(seat, call)));
    }

    /** Why the trainer in {@code seat} may not send this command now, in the documented order, or empty if it may. */
    public Optional<Err> whyIllegal(int seat, Parsed.Call<KieszCommand> call) {
        return switch (call.command()) {
            case FIGHT -> fightProblem(seat, call.arg(0));
            case SWITCH -> switchProblem(seat, call.arg(0));
            default -> Optional.empty();
        };
    }

    /** A legal FIGHT or SWITCH: the trainer's choice for the turn, which resolves when the turn ends. */
    private Answer choose(int seat, Parsed.Call<KieszCommand> call) {
        return switch (call.command()) {
            case FIGHT, SWITCH -> {
                sides[seat].choice = call.command() == KieszCommand.FIGHT ? FIGHT : SWITCH;
                sides[seat].choiceArg = call.arg(0) - 1;
                yield Answer.done();
            }
            // The table's parseInMatch refuses them: a trainer's other commands are the protocol's, never a match's.
            default -> Codes.unknownCommand(call.spec().name());
        };
    }

    /** Why {@code FIGHT k} is refused now, or empty. */
    public Optional<Err> fightProblem(int seat, int k) {
        if (finished()) return Optional.of(Err.MATCH_OVER);
        if (k < 1 || k > 4) return Optional.of(Err.MOVE_OUT_OF_RANGE);
        Side me = sides[seat], them = sides[1 - seat];
        if (me.mustSwitch()) return Optional.of(Err.MUST_SWITCH);
        if (them.mustSwitch()) return Optional.of(Err.OPPONENT_SWITCHING);
        Fighter f = me.current();
        if (f.invincible) return Optional.of(Err.INVINCIBLE);
        if (f.resting()) return Optional.of(Err.RESTING);
        if (f.pp[k - 1] <= 0) return Optional.of(Err.NO_PP);
        return Optional.empty();
    }

    /** Why {@code SWITCH c} is refused now, or empty. */
    public Optional<Err> switchProblem(int seat, int c) {
        if (finished()) return Optional.of(Err.MATCH_OVER);
        if (c < 1 || c > Team.SLOTS) return Optional.of(Err.CREATURE_OUT_OF_RANGE);
        Side me = sides[seat], them = sides[1 - seat];
        if (!me.mustSwitch()) {
            if (them.mustSwitch()) return Optional.of(Err.OPPONENT_SWITCHING);
            if (me.current().invincible) return Optional.of(Err.CANNOT_CHANGE_INVINCIBLE);
            if (me.current().resting()) return Optional.of(Err.CANNOT_CHANGE_RESTING);
            if (me.active == c - 1) return Optional.of(Err.SAME_CREATURE);
        }
        Fighter target = me.team[c - 1];
        if (target == null || !target.healthy()) return Optional.of(Err.CREATURE_HAS_NO_HP);
        return Optional.empty();
    }

    @Override
    public void endTurn() {
        if (finished()) return;
        version++;
        for (Side s : sides) {
            s.lastMove = "NO_MOVE";
            for (Fighter f : s.team) if (f != null) f.poisonedThisTurn = false;
        }
        boolean forced = sides[0].mustSwitch() || sides[1].mustSwitch();
        if (forced) {
            for (int s = 0; s < 2; s++) {
                Side side = sides[s];
                if (!side.mustSwitch()) continue;
                int to = side.choice == SWITCH ? side.choiceArg : side.firstHealthy();
                if (to >= 0) bringIn(s, to, side.choice != SWITCH);
            }
        } else {
            counted++;
            int first = firstSeat();
            for (int s : new int[] {first, 1 - first}) {
                if (sides[s].choice == SWITCH) bringIn(s, sides[s].choiceArg, false);
            }
            for (int s : moveOrder()) {
                Side side = sides[s];
                Fighter f = side.current();
                if (f == null || !f.healthy()) continue;
                if (f.pendingMove >= 0) use(s, f.pendingMove, true);
                else if (side.choice == FIGHT && !f.resting()) use(s, side.choiceArg, false);
            }
            applyPoisons();
            for (Side side : sides) {
                for (Fighter f : side.team) if (f != null && f.rest > 0) f.rest--;
            }
        }
        for (Side s : sides) s.choice = NONE;
        decide();
        turn++;
    }

    /** The seats in the order their creatures move: faster first; on equal speed, the duel's first trainer. */
    private int[] moveOrder() {
        int first = firstSeat();
        Fighter a = sides[first].current(), b = sides[1 - first].current();
        int sa = a == null ? -1 : a.creature.speed(), sb = b == null ? -1 : b.creature.speed();
        return sb > sa ? new int[] {1 - first, first} : new int[] {first, 1 - first};
    }

    private void bringIn(int seat, int slot, boolean automatic) {
        Side side = sides[seat];
        side.active = slot;
        side.lastMove = "SWITCH " + (slot + 1);
        note(seat, (automatic ? "sends out " : "switches to ") + side.team[slot].creature.name() + (automatic ? " (automatically)" : ""));
    }

    /** One move: damage, self damage, poison set, every poison in force, then the bonus changes. */
    private void use(int seat, int slot, boolean completing) {
        Side side = sides[seat];
        Fighter f = side.current();
        Dex.Move m = dex.move(f.creature.moves()[slot]);
        side.lastMove = "FIGHT " + (slot + 1);
        if (!completing) f.pp[slot]--;
        if (m.invincible() && !completing) {
            f.invincible = true;
            f.pendingMove = slot;
            note(seat, f.creature.name() + " uses " + m.name() + " and becomes invincible");
            return;
        }
        f.invincible = false;
        f.pendingMove = -1;
        Fighter t = sides[1 - seat].current();
        boolean hits = t != null && t.healthy() && !t.invincible;
        StringBuilder text = new StringBuilder(f.creature.name()).append(completing ? " completes " : " uses ").append(m.name());
        if (t != null && t.healthy() && t.invincible) text.append(": ").append(t.creature.name()).append(" is invincible");
        if (hits && m.damage() > 0) {
            int dmg = damage(m, f, t);
            t.hp = Math.max(0, t.hp - dmg);
            text.append(": ").append(dmg).append(" damage");
            int tw = typeTwice(m.type(), t.creature);
            if (tw > 4) text.append(" (super effective)");
            else if (tw == 0) text.append(" (no effect)");
            else if (tw < 4) text.append(" (not very effective)");
        }
        if (m.selfDamage() > 0) {
            f.hp = Math.max(0, f.hp - m.selfDamage());
            text.append(", ").append(m.selfDamage()).append(" to itself");
        }
        // RULINGS 7: invincibility does not protect from poison, and a new poison hurts in the turn it is applied
        // (at 4.5's point, just below) even when the poison it replaces already hurt the creature this turn.
        if (t != null && t.healthy() && m.poisons()) {
            t.poisonDamage = m.poisonDamage() * typeTwice(m.type(), t.creature) / 4;
            t.poisonTurns = m.poisonTurns();
            t.poisonedThisTurn = false;
            text.append(", poisons ").append(t.creature.name()).append(" (").append(t.poisonDamage).append(" a turn for ").append(m.poisonTurns())
                    .append(m.poisonTurns() == 1 ? " turn)" : " turns)");
        }
        if (hits && !t.healthy()) {
            t.faint();
            text.append("; ").append(t.creature.name()).append(" faints");
        }
        if (!f.healthy()) {
            f.faint();
            text.append("; ").append(f.creature.name()).append(" faints");
        }
        note(seat, text.toString());
        applyPoisons();
        if (f.healthy()) {
            f.attackBonus = clamp(f.attackBonus + m.ownAttack());
            f.defenseBonus = clamp(f.defenseBonus + m.ownDefense());
            if (m.rest()) f.rest = 2;
        }
        if (hits && t.healthy()) {
            t.attackBonus = clamp(t.attackBonus + m.oppAttack());
            t.defenseBonus = clamp(t.defenseBonus + m.oppDefense());
        }
    }

    /** Every poison in force hurts once per turn: after the first move's damage, or at the end of the turn. */
    private void applyPoisons() {
        for (int s = 0; s < 2; s++) {
            for (Fighter f : sides[s].team) {
                if (f == null || !f.healthy() || f.poisonTurns <= 0 || f.poisonedThisTurn) continue;
                f.poisonedThisTurn = true;
                f.hp = Math.max(0, f.hp - f.poisonDamage);
                f.poisonTurns--;
                String text = f.creature.name() + " takes " + f.poisonDamage + " poison damage";
                if (f.poisonTurns == 0) f.poisonDamage = 0;
                if (!f.healthy()) {
                    f.faint();
                    text += " and faints";
                }
                note(s, text);
            }
        }
    }

    /** floor(DMG * ATK / DEF * TYPE * STAB) in integers: TYPE = t1 * t2 / 4 (twice-multipliers), STAB = 6/5 or 5/5. */
    int damage(Dex.Move m, Fighter user, Fighter target) {
        return damage(m.damage(), user.attack(), target.defense(), typeTwice(m.type(), target.creature), user.creature.hasType(m.type()));
    }

    /** The damage formula with the type factor given as the product of twice-multipliers (4 for TYPE 1). */
    public static int damage(int base, int attack, int defense, int typeTimesFour, boolean stab) {
        long num = (long) base * attack * typeTimesFour * (stab ? 6 : 5);
        long den = (long) defense * 4 * 5;
        return (int) Math.min(Integer.MAX_VALUE, num / den);
    }

    /** TYPE times 4: the product of the twice-multipliers of a move's type against the target's one or two types. */
    int typeTwice(int moveType, Dex.Creature target) {
        return dex.twice(moveType, target.type1()) * dex.twice(moveType, target.type2());
    }

    private static int clamp(int bonus) {
        return Math.max(Dex.MIN_BONUS, Math.min(Dex.MAX_BONUS, bonus));
    }

    /** After a turn: a trainer with no healthy creature loses (both: a draw); the counted-turn limit draws. */
    private void decide() {
        boolean h0 = sides[0].anyHealthy(), h1 = sides[1].anyHealthy();
        int result;
        if (!h0 && !h1) result = -1;
        else if (!h0) result = 1;
        else if (!h1) result = 0;
        else if (counted >= maxTurns) result = -1;
        else {
            duelTurn++;
            return;
        }
        winner[duel] = result;
        String what = duel == 0 ? "the match" : "the rematch";
        if (result >= 0) note(result, "wins " + what);
        else note(-1, (duel == 0 ? "The match" : "The rematch") + " is a draw" + (h0 && h1 ? " after " + maxTurns + " turns" : ""));
        duel++;
        if (duel < 2) startDuel();
    }

    @Override
    public int turn() {
        return turn;
    }

    @Override
    public boolean finished() {
        return duel >= 2;
    }

    @Override
    public boolean canAct(int seat) {
        if (finished()) return false;
        Side me = sides[seat], them = sides[1 - seat];
        if (me.mustSwitch()) return me.anyHealthy();
        if (them.mustSwitch()) return false;
        Fighter f = me.current();
        return !f.invincible && !f.resting();
    }

    @Override
    public double[] scores() {
        return new double[] {points(0), points(1)};
    }

    /** 3 for each duel won, 1 for each drawn (so far). */
    public int points(int seat) {
        int p = 0;
        for (int w : winner) {
            if (w == seat) p += 3;
            else if (w == -1) p += 1;
        }
        return p;
    }

    @Override
    public String summary() {
        if (finished()) return "match " + resultText(0) + ", rematch " + resultText(1) + " · scores " + points(0) + " : " + points(1);
        return (duel == 0 ? "match" : "rematch (match " + resultText(0) + ")") + " · creatures left " + sides[0].healthyCount() + " : "
                + sides[1].healthyCount() + " · turn " + counted + " of " + maxTurns;
    }

    private String resultText(int d) {
        int w = winner[d];
        return w == -1 ? "drawn" : "won by " + names.of(w);
    }

    // ---- what the protocol reads

    /** A duel's result for a seat: WIN, LOSE or DRAW. */
    public String result(int seat, int d) {
        int w = winner[d];
        return w == -1 ? "DRAW" : w == seat ? "WIN" : "LOSE";
    }

    /** The WAIT line for a seat: BEGIN, NEXT, REMATCH result, END result. */
    @Override
    public String status(int seat) {
        if (finished()) return "END " + result(seat, 1);
        if (duelTurn == 1 && duel == 1) return "REMATCH " + result(seat, 0);
        if (duelTurn == 1) return "BEGIN";
        return "NEXT";
    }

    /** The seat that is "first" in the current duel (the rematch's once both are played). */
    public int firstSeat() {
        return duel == 0 ? 0 : 1;
    }

    /** 0 (the GET_RIVALS first line) if this seat is the first trainer of the current duel, else 1. */
    @Override
    public int firstFlag(int seat) {
        return firstSeat() == seat ? 0 : 1;
    }

    /** The six lines of a seat's team for GET_TEAMS and GET_RIVALS. */
    @Override
    public List<String> teamLines(int seat) {
        List<String> lines = new ArrayList<>(Team.SLOTS);
        for (Fighter f : sides[seat].team) lines.add(f == null ? Fighter.EMPTY_LINE : f.line());
        return lines;
    }

    /** The GET_STATES line: my creature, invincible, resting, the opponent's three, the opponent's last move. */
    @Override
    public String stateLine(int seat) {
        return arena(seat) + " " + arena(1 - seat) + " " + sides[1 - seat].lastMove;
    }

    private String arena(int seat) {
        Side s = sides[seat];
        Fighter f = s.current();
        if (f == null || !f.healthy()) return "0 0 0";
        return (s.active + 1) + " " + (f.invincible ? 1 : 0) + " " + (f.resting() ? 1 : 0);
    }

    public int duel() {
        return Math.min(duel, 1);
    }

    public int countedTurns() {
        return counted;
    }

    public int maxTurns() {
        return maxTurns;
    }

    public Dex dex() {
        return dex;
    }

    /** Whether a seat enrolled at least one creature for this round. */
    @Override
    public boolean hasTeam(int seat) {
        for (int id : teams[seat]) if (id != 0) return true;
        return false;
    }

    Side side(int seat) {
        return sides[seat];
    }

    Fighter fighter(int seat, int slot) {
        return sides[seat].team[slot];
    }

    // ---- the spectators' view

    private void note(int seat, String text) {
        log.add(new BoardView.LogLine(duel, turn, seat, text));
    }

    /**
     * Nothing on the board is hidden in Kieszostwory: both teams are shown by GET_RIVALS, the creatures in the arena and
     * the last moves by GET_STATES. The one secret, a trainer's choice for the turn, is never on the board: it is drawn
     * only once the turn has resolved it ({@link #choose} changes no version).
     */
    @Override
    public BoardView board(arena.game.Eye eye) {
        return board();
    }

    @Override
    public BoardView board() {
        if (view == null || viewVersion != version) {
            view = BoardView.of(this);
            viewVersion = version;
        }
        return view;
    }

    List<BoardView.LogLine> log() {
        return log.newestFirst();
    }

    int winner(int d) {
        return winner[d];
    }

    int duelTurn() {
        return duelTurn;
    }
}
