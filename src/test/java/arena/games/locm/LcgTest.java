package arena.games.locm;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The engine's generator gives exactly java.util.Random's numbers: the referee's streams depend on it. */
class LcgTest {
    @Test
    void everyDerivationMatchesJavaUtilRandom() {
        int[] bounds = {1, 2, 3, 7, 16, 60, 120, 160, 1 << 20, (1 << 30) + 1, Integer.MAX_VALUE};
        for (long seed : new long[]{0, 1, -1, 42, Long.MIN_VALUE, Long.MAX_VALUE, 0x5DEECE66DL, 987654321987L}) {
            Random r = new Random(seed);
            Lcg l = new Lcg(seed);
            for (int i = 0; i < 2000; i++) {
                switch (i % 4) {
                    case 0 -> assertEquals(r.nextInt(bounds[i % bounds.length]), l.nextInt(bounds[i % bounds.length]));
                    case 1 -> assertEquals(r.nextLong(), l.nextLong());
                    case 2 -> assertEquals(r.nextDouble(), l.nextDouble());
                    default -> assertEquals(r.nextInt(), l.nextInt());
                }
            }
        }
    }

    @Test
    void shufflesAsCollectionsShuffle() {
        for (long seed = 0; seed < 50; seed++) {
            List<Integer> list = new ArrayList<>();
            Integer[] boxed = new Integer[30];
            int[] ints = new int[30];
            for (int i = 0; i < 30; i++) {
                list.add(i);
                boxed[i] = i;
                ints[i] = i;
            }
            Collections.shuffle(list, new Random(seed));
            new Lcg(seed).shuffle(boxed);
            new Lcg(seed).shuffle(ints);
            assertArrayEquals(list.toArray(new Integer[0]), boxed);
            assertArrayEquals(list.stream().mapToInt(Integer::intValue).toArray(), ints);
        }
    }

    @Test
    void setSeedRestartsTheStream() {
        Lcg l = new Lcg(5);
        int first = l.nextInt(1000);
        l.nextLong();
        l.setSeed(5);
        assertEquals(first, l.nextInt(1000));
    }
}
