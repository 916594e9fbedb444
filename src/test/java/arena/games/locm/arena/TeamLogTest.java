package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.game.Answer;
import arena.game.Command;
import arena.game.Settings;
import arena.games.locm.LocmVariant;
import arena.support.SoloMatchContext;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code LOG id text} hands the line to the arena's hook for the team's private log of that match (the bridge sends stderr so). */
class TeamLogTest {

    /** One team in seat 0 of match 7. */
    static SoloMatchContext oneMatch() {
        return new SoloMatchContext(new Duel(LocmVariant.V1_2, 1).m, 7, 0, Settings.of(new Locm12().settings(), java.util.Map.of()), new ArrayList<>());
    }

    @Test
    void logLinesGoToTheTeamsLogOfTheMatch() {
        SoloMatchContext bot = oneMatch();
        LocmProtocol p = new LocmProtocol();
        assertEquals(List.of("OK"), p.handle(bot, Command.parse("LOG 7 draft: card 42 is best")).lines());
        assertEquals(List.of("OK"), p.handle(bot, Command.parse("LOG 7")).lines());
        assertEquals(List.of("ERR 801 NoSuchMatch"), p.handle(bot, Command.parse("LOG 8 elsewhere")).lines());
        assertEquals(List.of("7: draft: card 42 is best", "7: "), bot.teamLog());
    }

    @Test
    void nextNowAnswersAtOnce() throws Exception {
        SoloMatchContext bot = oneMatch();
        LocmProtocol p = new LocmProtocol();
        List<String> first = p.handle(bot, Command.parse("NEXT NOW")).lines();
        assertEquals("MATCH 7 7 1000", first.get(1));
        assertEquals(List.of("OK", "NONE"), p.handle(bot, Command.parse("NEXT NOW")).lines(), "the turn was taken");
        assertEquals(List.of("OK"), p.handle(bot, Command.parse("ANSWER 7 PICK 2")).lines());
        Answer blocking = p.handle(bot, Command.parse("NEXT"));
        assertEquals(List.of("OK"), blocking.lines());
        assertEquals(List.of("OK", "NONE"), p.handle(bot, Command.parse("NEXT NOW")).lines(), "player 2 picks now");
    }
}
