package arena.testgame;

import arena.game.Answer;
import arena.game.BotContext;
import arena.game.BotView;
import arena.game.Codes;
import arena.game.Command;
import arena.game.CommandSpec;
import arena.game.CommandTable;
import arena.game.Game;
import arena.game.GamePages;
import arena.game.GameTraits;
import arena.game.HouseBot;
import arena.game.MatchEngine;
import arena.game.MatchView;
import arena.game.Parsed;
import arena.game.Protocol;
import arena.game.RoundData;
import arena.game.Setting;
import arena.game.SeatNames;
import arena.game.Settings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game that exists only in the tests: each turn each player may ADD 1 to 3 to its tally; after
 * {@code turns} turns the higher tally wins. Small enough to check the arena around it.
 */
public final class Tally implements Game {
    public static final int NOT_YOUR_MATCH = 900;
    public static final int ALREADY_ADDED = 901;
    public static final int MATCH_OVER = 902;

    @Override
    public String name() {
        return "tally";
    }

    @Override
    public String title() {
        return "Tally";
    }

    @Override
    public String summary() {
        return "Add 1 to 3 each turn; the higher tally wins.";
    }

    @Override
    public List<Setting> settings() {
        return List.of(Setting.integer("turns", 5, 1, 1000, "Turns per match."),
                Setting.integer("extraTurns", 0, 0, 100, "Turns some matches play beyond the others: 0, 1 or 2 times this, by the match's seed."));
    }

    @Override
    public Round prepareRound(long roundSeed, Settings settings) {
        return new Round(Math.floorMod(roundSeed, 3));
    }

    /** A round: all it draws from its seed is a number from 0 to 2, which each of its matches keeps. */
    public record Round(int bonus) implements RoundData {

        /** An entry is a head start: "start K" with K from 0 to 9. */
        @Override
        public MatchEngine newMatch(long matchSeed, Settings settings, List<String> entries, SeatNames names) {
            Engine engine = new Engine(turns(matchSeed, settings), bonus);
            for (int seat = 0; seat < 2; seat++) {
                if (entries.get(seat) != null) engine.tally[seat] = Integer.parseInt(entries.get(seat).substring(6));
            }
            return engine;
        }

        @Override
        public java.util.Optional<String> entryProblem(Settings settings, String entry) {
            return entry.matches("start [0-9]") ? java.util.Optional.empty() : java.util.Optional.of("an entry is: start K, with K from 0 to 9");
        }
    }

    /** A match's length: matches of one round end at different turns when extraTurns is set (a spectator has a next match to follow). */
    private static int turns(long matchSeed, Settings settings) {
        return settings.getInt("turns") + Math.floorMod(matchSeed, 3) * settings.getInt("extraTurns");
    }

    @Override
    public int turnLimit(Settings settings) {
        return settings.getInt("turns") + 2 * settings.getInt("extraTurns");
    }

    @Override
    public GameTraits traits() {
        return GameTraits.usual().entries("entry").build();
    }

    @Override
    public GamePages pages() {
        return new TallyPages();
    }

    @Override
    public Protocol protocol() {
        return new Protocol() {
            @Override
            public Answer handle(BotContext bot, Command command) {
                return Tally.handle(bot, command);
            }

            /** ENTER saves the team's entry, ENTRY reads it: answered away from the bot port's command loops. */
            @Override
            public boolean waitsForStore(Command command) {
                return command.name().equals(TallyCommand.ENTER.spec().name()) || command.name().equals(TallyCommand.ENTRY.spec().name());
            }
        };
    }

    @Override
    public Map<String, HouseBot.Factory> houseBots() {
        Map<String, HouseBot.Factory> bots = new LinkedHashMap<>();
        bots.put("steady", () -> (link, seed) -> playAdding(link, 1));
        bots.put("greedy", () -> (link, seed) -> playAdding(link, 3));
        return bots;
    }

    private static void playAdding(HouseBot.Link link, int amount) throws InterruptedException {
        while (true) {
            List<String> matches = link.send("MATCHES");
            for (String line : matches.subList(2, matches.size())) {
                link.send("ADD " + line.split(" ")[0] + " " + amount);
            }
            link.send("WAIT");
        }
    }

    /** Tally's commands, declared once, as a game's are. */
    enum TallyCommand implements CommandSpec.Declared {
        MATCHES(CommandSpec.team("MATCHES")),
        ADD(CommandSpec.anyTime("ADD", "amount")),
        STATE(CommandSpec.anyTime("STATE")),
        ENTER(new CommandSpec("ENTER", CommandSpec.Sender.TEAM, false, List.of(CommandSpec.words("entry")))),
        NEXTCHANGE(new CommandSpec("NEXTCHANGE", CommandSpec.Sender.TEAM, false, List.of(new CommandSpec.Arg("milliseconds", CommandSpec.Type.INT, false)))),
        ENTRY(CommandSpec.team("ENTRY")),
        TURN(CommandSpec.team("TURN")),
        WAIT(CommandSpec.team("WAIT"));

        static final CommandTable<TallyCommand> TABLE = new CommandTable<>(TallyCommand.class);

        private final CommandSpec spec;

        TallyCommand(CommandSpec spec) {
            this.spec = spec;
        }

        @Override
        public CommandSpec spec() {
            return spec;
        }
    }

    static Answer handle(BotContext bot, Command line) {
        return switch (TallyCommand.TABLE.parse(line)) {
            case Parsed.Refused<TallyCommand> refused -> refused.answer();
            case Parsed.Call<TallyCommand> call -> handle(bot, call);
        };
    }

    private static Answer handle(BotContext bot, Parsed.Call<TallyCommand> call) {
        return switch (call.command()) {
            case MATCHES -> {
                List<String> lines = new ArrayList<>();
                List<BotView.MatchRef> mine = bot.myMatches();
                lines.add(String.valueOf(mine.size()));
                for (BotView.MatchRef m : mine) lines.add(m.id() + " " + m.mySeat() + " " + m.teams().get(1 - m.mySeat()));
                yield Answer.ok(lines);
            }
            case ADD -> {
                long id = call.matchId().getAsLong();
                int k = call.arg(0);
                if (k < 1 || k > 3) yield Codes.invalidArguments("ADD adds 1, 2 or 3");
                BotView.MatchRef m = bot.match(id).filter(r -> r.mySeat() >= 0).orElse(null);
                if (m == null) yield Answer.error(NOT_YOUR_MATCH, "not your match");
                yield bot.play(id, m.mySeat(), "ADD " + k).orElseGet(() -> Answer.error(NOT_YOUR_MATCH, "not your match"));
            }
            case STATE -> {
                long id = call.matchId().getAsLong();
                yield bot.read(id, State.class, State::state)
                        .map(Answer::ok).orElseGet(() -> Answer.error(NOT_YOUR_MATCH, "no such match"));
            }
            case ENTER -> call.words().size() != 2 ? Codes.invalidArguments("ENTER start K")
                    : bot.saveEntry(call.text().toLowerCase(java.util.Locale.ROOT))
                            .map(problem -> Answer.error(NOT_YOUR_MATCH + 3, problem)).orElseGet(Answer::ok);
            case NEXTCHANGE -> {
                long seen = bot.changes();
                long timeout = call.arg(0);
                yield bot.waitForChange(() -> bot.changes() != seen ? List.of("CHANGED") : null, timeout, List.of("TIMEOUT"));
            }
            case ENTRY -> Answer.ok(bot.entry().orElse("none"));
            case TURN -> Answer.ok(bot.round() + " " + bot.turn() + " " + bot.millisLeftInTurn());
            case WAIT -> bot.waitForNextTurn(e -> List.of(e.contestFinished() ? "END" : e.newRound() ? "ROUND " + e.round() : "TURN " + e.turn()));
        };
    }

    /** What the protocol reads of a match: "turn tally0 tally1". */
    interface State extends MatchView {
        String state();
    }

    static final class Engine implements MatchEngine, State {
        final int turns;
        final int bonus;
        final int[] tally = new int[2];
        final boolean[] added = new boolean[2];
        int turn = 1;

        Engine(int turns, int bonus) {
            this.turns = turns;
            this.bonus = bonus;
        }

        @Override
        public Answer apply(int seat, String command) {
            if (finished()) return Answer.error(MATCH_OVER, "the match is over");
            if (added[seat]) return Answer.error(ALREADY_ADDED, "already added this turn");
            int k = Integer.parseInt(command.substring(4));
            tally[seat] += k;
            added[seat] = true;
            return Answer.done(String.valueOf(tally[seat]));
        }

        @Override
        public String state() {
            return turn + " " + tally[0] + " " + tally[1];
        }

        @Override
        public void endTurn() {
            turn++;
            added[0] = added[1] = false;
        }

        @Override
        public int turn() {
            return Math.min(turn, turns);
        }

        @Override
        public boolean finished() {
            return turn > turns;
        }

        @Override
        public boolean canAct(int seat) {
            return !added[seat];
        }

        @Override
        public double[] scores() {
            if (tally[0] == tally[1]) return new double[] {1, 1};
            return tally[0] > tally[1] ? new double[] {3, 0} : new double[] {0, 3};
        }

        @Override
        public String summary() {
            return tally[0] + " : " + tally[1] + (finished() ? " (final)" : " after turn " + (turn - 1) + " of " + turns);
        }

        @Override
        public Object board() {
            return Map.of("tally0", tally[0], "tally1", tally[1], "turn", turn, "turns", turns);
        }

        /** The tallies are public: both players read both. */
        @Override
        public Object board(arena.game.Eye eye) {
            return board();
        }
    }
}
