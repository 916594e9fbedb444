package arena.games.vestrock;

import arena.game.HouseBot;
import java.util.List;
import java.util.Random;

/**
 * What every Vestrock house bot does each turn, over the protocol like any team's bot: list its
 * matches, play a turn in each one where it may move, then {@code WAIT} for the next turn.
 */
public abstract class VestrockBot implements HouseBot {

    @Override
    public void play(Link link, long seed) throws Exception {
        Random rnd = new Random(seed);
        while (true) {
            List<String> matches = link.send("GET_MY_MATCHES");
            if (matches.size() >= 3 && matches.get(0).equals("OK")) {
                for (String token : matches.get(2).split(" ")) {
                    if (token.isEmpty()) continue;
                    long id = Long.parseLong(token);
                    List<String> info = link.send("GET_TURN_INFO " + id);
                    if (info.size() >= 2 && info.get(0).equals("OK") && info.get(1).startsWith("1 ")) playTurn(link, id, rnd);
                }
            }
            link.send("WAIT");
        }
    }

    /** Plays this bot's turn in one match (the match is known to be its turn). */
    public abstract void playTurn(Link link, long match, Random rnd) throws InterruptedException;
}
