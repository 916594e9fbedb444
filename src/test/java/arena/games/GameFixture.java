package arena.games;

import arena.game.SpecError;
import arena.support.TestArena;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * What {@link GameContractTest} needs to know of one game to check it: the words its pages must show, a round of its
 * house bots, its declared error codes and the scenarios that provoke them. Each game's test package has one, listed
 * in {@code META-INF/services/arena.games.GameFixture}; a game without one fails the contract test.
 */
public interface GameFixture {

    /** The name of the game this is for. */
    String game();

    /** The rules page as a visitor opens it from a bot port on {@code botPort}. */
    RulesPage rulesPage(int botPort);

    /** The words the rules page shows with the defaults; a contest's settings and the words it shows for that contest. */
    record RulesPage(List<String> shows, Map<String, Object> contestSettings, List<String> showsForContest) {}

    BoardRound boardRound();

    /**
     * A round of two house bots: the words the first match's page shows while it runs, words its board shows at some
     * point before it ends, words it shows once finished (besides "Final score"), and the points each match hands out in
     * all, if the game fixes them.
     */
    record BoardRound(Map<String, Object> settings, List<String> houseBots, List<String> pageShows, List<String> boardShowsWhilePlaying,
                      List<String> finalBoardShows, OptionalDouble pointsPerMatch) {}

    /** Every error code the game's specification declares. */
    List<? extends SpecError> errors();

    /**
     * Provokes each of {@link #errors()} (and checks the answers as it goes): over the bot port with bots of
     * {@link TestArena#newBot}, whose {@code ERR} lines the arena notes, or by adding to {@link TestArena#errorsHeard} the
     * answer of an engine where no socket can reach the code.
     */
    void provokeEveryError(TestArena arena) throws Exception;
}
