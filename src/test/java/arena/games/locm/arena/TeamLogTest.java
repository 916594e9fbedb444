package arena.games.locm.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arena.game.Answer;
import arena.game.BotContext;
import arena.game.Command;
import arena.game.MatchEngine;
import arena.game.Settings;
import arena.games.locm.LocmVariant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** {@code LOG id text} hands the line to the arena's hook for the team's private log of that match (the bridge sends stderr so). */
class TeamLogTest {

    /** One team in seat 0 of match 7. */
    static final class OneMatch implements BotContext {
        final Duel duel = new Duel(LocmVariant.V1_2, 1);
        final List<String> logged = new ArrayList<>();

        public long teamId() { return 1; }
        public String teamName() { return "t"; }
        public Settings settings() { return Settings.of(new Locm12().settings(), java.util.Map.of()); }
        public int round() { return 1; }
        public boolean roundRunning() { return true; }
        public int turn() { return 1; }
        public long millisLeftInTurn() { return 0; }
        public List<MatchRef> myMatches() { return List.of(new MatchRef(7, 1, List.of("t", "u"), 0, false)); }
        public Optional<MatchRef> match(long id) { return id == 7 ? Optional.of(myMatches().get(0)) : Optional.empty(); }
        public <E extends MatchEngine, T> Optional<T> read(long id, Class<E> engine, Function<? super E, ? extends T> reader) {
            return Optional.ofNullable(reader.apply(engine.cast(duel.m)));
        }
        public Optional<Answer> play(long id, int seat, String command) { return Optional.of(duel.m.apply(seat, command)); }
        public Answer waitForNextTurn(Function<TurnEvent, List<String>> lines) { return Answer.ok(); }
        @Override public void appendTeamLog(long id, String line) { logged.add(id + ": " + line); }
    }

    @Test
    void logLinesGoToTheTeamsLogOfTheMatch() {
        OneMatch bot = new OneMatch();
        LocmProtocol p = new LocmProtocol();
        assertEquals(List.of("OK"), p.handle(bot, Command.parse("LOG 7 draft: card 42 is best")).lines());
        assertEquals(List.of("OK"), p.handle(bot, Command.parse("LOG 7")).lines());
        assertEquals(List.of("ERR 801 NoSuchMatch"), p.handle(bot, Command.parse("LOG 8 elsewhere")).lines());
        assertEquals(List.of("7: draft: card 42 is best", "7: "), bot.logged);
    }

    @Test
    void nextNowAnswersAtOnce() throws Exception {
        OneMatch bot = new OneMatch();
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
