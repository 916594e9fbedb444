package arena.bench;

import arena.support.TestArena;
import arena.support.WebSession;
import java.net.http.HttpResponse;
import java.util.Map;

/**
 * How long voiding a round of 380 matches (20 teams, each pair twice) takes, as the instructor sees it in the console:
 * the form's POST and the console page it goes back to, and the same over the API. Issue 29 asks for under 1 s. A
 * Tally contest of one-turn matches, {@code rounds} rounds played first; each void and count-again is timed, best and
 * worst of {@code repeats}.
 *
 * <pre>
 * sh src/scripts/bench.sh arena.bench.VoidBench [teams=20] [rounds=3] [repeats=5]
 * </pre>
 */
public final class VoidBench {
    public static void main(String[] args) throws Exception {
        int teams = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        int repeats = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        try (TestArena arena = TestArena.start()) {
            arena.createContest("void", Map.of("turnMillis", 10, "turns", 1, "rounds", 0));
            StringBuilder csv = new StringBuilder("name,password\n");
            for (int i = 0; i < teams; i++) csv.append("v").append(i).append(",\n");
            TestArena.expect(200, arena.request("POST", "/api/contests/void/roster", csv.toString(), TestArena.TOKEN));
            for (int r = 1; r <= rounds; r++) {
                arena.startRound("void");
                arena.awaitContest("void", "open", r, 120_000);
            }
            int matches = arena.api("GET", "/api/contests/void/rounds/1/matches", null).json().size();
            System.out.println("cores " + Runtime.getRuntime().availableProcessors() + ", " + teams + " teams, " + rounds + " rounds of "
                    + matches + " matches; best and worst of " + repeats);
            WebSession console = new WebSession(arena).login("instructor", "admin", TestArena.ADMIN_PASSWORD);
            long bestPage = Long.MAX_VALUE, worstPage = 0, bestApi = Long.MAX_VALUE, worstApi = 0, pageBytes = 0;
            for (int i = 0; i < repeats; i++) {
                for (boolean voided : new boolean[] {true, false}) {
                    String csrf = console.csrf("/console/contests/void");
                    long start = System.nanoTime();
                    HttpResponse<String> post = console.post("/console/contests/void/rounds/1/void", Map.of("_csrf", csrf, "voided", String.valueOf(voided)));
                    if (post.statusCode() != 303) throw new IllegalStateException("void answered " + post.statusCode());
                    HttpResponse<String> page = console.get(post.headers().firstValue("Location").orElseThrow());
                    long millis = (System.nanoTime() - start) / 1_000_000;
                    if (page.statusCode() != 200) throw new IllegalStateException("the console answered " + page.statusCode());
                    pageBytes = page.body().length();
                    bestPage = Math.min(bestPage, millis);
                    worstPage = Math.max(worstPage, millis);

                    start = System.nanoTime();
                    TestArena.expect(200, arena.api("POST", "/api/contests/void/rounds/2/" + (voided ? "void" : "unvoid"), null));
                    millis = (System.nanoTime() - start) / 1_000_000;
                    bestApi = Math.min(bestApi, millis);
                    worstApi = Math.max(worstApi, millis);
                }
            }
            long bestGet = Long.MAX_VALUE;
            for (int i = 0; i < repeats; i++) {
                long start = System.nanoTime();
                console.get("/console/contests/void");
                bestGet = Math.min(bestGet, (System.nanoTime() - start) / 1_000_000);
            }
            long bestPublic = Long.MAX_VALUE;
            for (int i = 0; i < repeats; i++) {
                long start = System.nanoTime();
                console.get("/contests/void");
                bestPublic = Math.min(bestPublic, (System.nanoTime() - start) / 1_000_000);
            }
            System.out.printf("console page alone %d ms (best), contest page %d ms (best)%n", bestGet, bestPublic);
            System.out.printf("console: void and its page   %5d ms (best) %5d ms (worst)  %s  (page %d characters)%n", bestPage, worstPage,
                    worstPage < 1000 ? "under 1 s" : "OVER 1 s", pageBytes);
            System.out.printf("API: void                    %5d ms (best) %5d ms (worst)  %s%n", bestApi, worstApi, worstApi < 1000 ? "under 1 s" : "OVER 1 s");
        }
    }
}
