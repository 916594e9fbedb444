package arena.games.locm.arena;

import arena.game.SpecError;
import arena.games.GameFixture;
import arena.support.TestArena;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The LOCM variants for the contract test. They share one protocol and its codes: each variant's check runs the
 * scenarios of both (804 needs 1.5's decks, 805 a 1.2 contest without them).
 */
public abstract sealed class LocmFixture implements GameFixture permits LocmFixture.V12, LocmFixture.V15 {

    @Override
    public List<? extends SpecError> errors() {
        return List.of(Err.values());
    }

    @Override
    public void provokeEveryError(TestArena arena) throws Exception {
        SocketErrorCodes.everyCodeOverTheBotPort(arena);
        SocketErrorCodes.decksAreCheckedWhenABotSavesOne(arena);
        SocketErrorCodes.theSharedCodes(arena);
    }

    /** LOCM 1.2: the board shows a battle before a winner. */
    public static final class V12 extends LocmFixture {

        @Override
        public String game() {
            return Locm12.NAME;
        }

        @Override
        public RulesPage rulesPage(int botPort) {
            return new RulesPage(List.of("Draft:", "PICK 0", "MATCH id n ms", "ANSWER id line", "LOG id text", "NotYourTurn", "DeckRefused",
                    "first draft pick", "1000 ms", "java -jar bridge.jar --host ", "--port " + botPort + " --login TEAM -- python3 my_bot.py", "def score(card):",
                    "javac Bot.java &amp;&amp; java -jar bridge.jar", "-- node bot.js", "/games/locm12/starter?lang=cpp", "socket.create_connection",
                    "locm.css", "timeFactor"),
                    Map.of("turnMillis", 25, "timeFactor", 2.5), List.of("500 ms", "25 ms"));
        }

        @Override
        public BoardRound boardRound() {
            return new BoardRound(Map.of("turnMillis", 40, "timeFactor", 5, "seed", 5), List.of("greedy", "random"),
                    List.of("lc-board", "/static/locm.css", "LOCM 1.2", "locm12-greedy", "locm12-random", "health", "mana",
                            "deck", "next rune", "Lane 1", "Lane 2", "Last actions"),
                    List.of("Battle turn"), List.of(" wins"), OptionalDouble.empty());
        }
    }

    /** LOCM 1.5: the rules page explains the constructed turn and how its time is measured (RULINGS 7). */
    public static final class V15 extends LocmFixture {

        @Override
        public String game() {
            return Locm15.NAME;
        }

        @Override
        public RulesPage rulesPage(int botPort) {
            return new RulesPage(List.of("Constructed:", "constructed turn", "4000 ms", "POOL", "DECK id id", "bare <code>PASS</code>", "Your entry"),
                    Map.of("turnMillis", 25, "timeFactor", 2.5),
                    List.of("10000 ms", "500 ms", "25 ms", "How time is measured.",
                            "from the\n    moment the arena writes the turn's <code>MATCH</code> line",
                            "an answer within the limit never loses on time", "What <code>timeFactor</code> does.",
                            "set <code>timeFactor</code> to <strong>3</strong>", "75 s", "cannot reach host:port", "process group"));
        }

        @Override
        public BoardRound boardRound() {
            return new BoardRound(Map.of("turnMillis", 40, "timeFactor", 5, "seed", 5), List.of("greedy", "random"),
                    List.of("lc-board", "/static/locm.css", "locm15-greedy", "locm15-random", "health", "mana", "Lane 1", "Lane 2"),
                    List.of("Battle turn"), List.of(" wins"), OptionalDouble.empty());
        }
    }
}
