package arena.games.locm;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The fixed 160-card list of LOCM 1.2, read once from the classpath resource {@code locm/cardlist-1.2.txt}. */
public final class CardLibrary {
    private static volatile List<CardData> cards12;
    private static volatile CardData[] cards12Array;

    private CardLibrary() {
    }

    /** All 1.2 cards in ascending card number (the order of the referee's card set). */
    public static List<CardData> cards12() {
        List<CardData> c = cards12;
        if (c == null) {
            synchronized (CardLibrary.class) {
                c = cards12;
                if (c == null)
                    cards12 = c = Collections.unmodifiableList(load12());
            }
        }
        return c;
    }

    /** {@link #cards12()} as an array (the draft of every self-play game reads it; do not change it). */
    static CardData[] cards12Array() {
        CardData[] a = cards12Array;
        if (a == null)
            cards12Array = a = cards12().toArray(new CardData[0]);
        return a;
    }

    static InputStream resource(String name) {
        InputStream in = CardLibrary.class.getClassLoader().getResourceAsStream("locm/" + name);
        if (in == null)
            throw new IllegalStateException("missing classpath resource locm/" + name);
        return in;
    }

    private static List<CardData> load12() {
        List<CardData> out = new ArrayList<>();
        try (BufferedReader br = new BufferedReader(new InputStreamReader(resource("cardlist-1.2.txt"), StandardCharsets.UTF_8))) {
            String line;
            while ((line = br.readLine()) != null) {
                line = line.replaceAll("//.*", "").trim();
                if (line.isEmpty())
                    continue;
                String[] d = line.split("\\s*;\\s*");
                out.add(new CardData(Integer.parseInt(d[0]), d[1], CardType.fromRefName(d[2]),
                        Integer.parseInt(d[3]), Integer.parseInt(d[4]), Integer.parseInt(d[5]), Keywords.parse(d[6]),
                        Integer.parseInt(d[7]), Integer.parseInt(d[8]), Integer.parseInt(d[9]), Area.TARGET));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.sort((a, b) -> Integer.compare(a.baseId(), b.baseId()));
        return out;
    }
}
