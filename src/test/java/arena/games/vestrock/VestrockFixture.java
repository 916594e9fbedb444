package arena.games.vestrock;

import arena.game.SpecError;
import arena.games.GameFixture;
import arena.support.TestArena;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/** Vestrock for the contract test. */
public final class VestrockFixture implements GameFixture {

    @Override
    public String game() {
        return Vestrock.NAME;
    }

    @Override
    public RulesPage rulesPage(int botPort) {
        return new RulesPage(List.of("blocking phase", "GET_ATTACKERS m", "NotYourMatch", "R(S)", "def play_turn(m):",
                "python3 bot.py HOST " + botPort + " TEAM CONTEST", "/games/vestrock/starter?lang=javascript", "<strong>20</strong> health points", "vestrock.css"),
                Map.of("initHp", 7, "turnsPerMatch", 24, "turnMillis", 450),
                List.of("<strong>7</strong> health points", "<strong>24</strong> turns in all", "450 ms"));
    }

    @Override
    public BoardRound boardRound() {
        return new BoardRound(Map.of("turnMillis", 150, "turnsPerMatch", 16, "seed", 5), List.of("greedy", "random"),
                List.of("vr-board", "/static/vestrock.css", "turns left", "vestrock-greedy", "vestrock-random", "Deck", "Hand (", "Board (", "Last actions"),
                List.of(), List.of(), OptionalDouble.empty());
    }

    @Override
    public List<? extends SpecError> errors() {
        return List.of(Err.values());
    }

    @Override
    public void provokeEveryError(TestArena arena) throws Exception {
        SocketErrorCodes.everyCodeOverTheBotPort(arena);
        SocketErrorCodes.theCommandLimitOfATurnAnswers102(arena);
    }
}
