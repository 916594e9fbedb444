package arena.games.kieszostwory;

import static arena.games.kieszostwory.Pos.BULWAZAUR;
import static arena.games.kieszostwory.Pos.PLOMIENNIK;
import static arena.games.kieszostwory.Pos.team;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.SpecError;
import arena.games.GameFixture;
import arena.support.TestArena;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/** Kieszostwory for the contract test: its rules page in English with the Polish names, a duel's board to its end. */
public final class KieszFixture implements GameFixture {

    @Override
    public String game() {
        return Kieszostwory.NAME;
    }

    @Override
    public RulesPage rulesPage(int botPort) {
        return new RulesPage(List.of("pocket creatures", "kieszodolary", "rewanż", "WAIT_FOR_REGISTRATION", "NOTYET", "ENROLL_TEAM",
                "REMATCH WIN|LOSE|DRAW", "GET_RIVALS", "GET_STATES", "FIGHT r k", "SWITCH r c", "creature has no PP", "bad rival",
                "Miotacz ognia", "Podkop", "Bulwazaur", "Roślinny", "floor(DMG × ATK / DEF × TYPE × STAB)", "once per counted turn",
                "def decide(", "/games/kieszostwory/starter?lang=java", "<strong>10000</strong>", "<strong>90</strong>"),
                Map.of("budget", 7000, "maxTurns", 40), List.of("<strong>7000</strong>", "<strong>40</strong>"));
    }

    /** Both duels of the pairing on one board; fainted creatures are marked. */
    @Override
    public BoardRound boardRound() {
        return new BoardRound(Map.of("turnMillis", 150, "maxTurns", 20), List.of("greedy", "random"),
                List.of("kz-board", "/static/kieszostwory.css", "kieszostwory-greedy", "kieszostwory-random", "HP", "of 6 healthy",
                        "Last move:", "Last events", "kz-hpbar", "is first", "score"),
                List.of(), List.of("Match: ", "Rematch: ", "fainted"), OptionalDouble.empty());
    }

    @Override
    public List<? extends SpecError> errors() {
        return List.of(Err.values());
    }

    /** Over the socket every code but 237: a round ends with its last duel, so a finished duel is asked in an engine. */
    @Override
    public void provokeEveryError(TestArena arena) throws Exception {
        SocketErrorCodes.everyCodeOverTheBotPort(arena);
        Pos p = Pos.of(team(PLOMIENNIK), team(BULWAZAUR)).out(1, 1).hp(1, 1, 10).fight(1, 0).out(1, 1).hp(1, 1, 10).fight(1, 0);
        assertTrue(p.m.finished());
        arena.errorsHeard.add(p.answer(0, "FIGHT 1").lines().get(0));
    }
}
