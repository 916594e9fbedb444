package arena.games.locm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A list of action codes ({@link Action#code}) that grows as needed: a player's actions of the turn, recorded without an
 * {@link Action} object per action (issue 31: self-play records every action it plays; only the text input reads them).
 */
final class ActionCodes {
    private int[] codes = new int[16];
    private int size;

    void add(int code) {
        if (size == codes.length)
            codes = Arrays.copyOf(codes, 2 * size);
        codes[size++] = code;
    }

    void clear() {
        size = 0;
    }

    int size() {
        return size;
    }

    int get(int index) {
        if (index >= size)
            throw new IndexOutOfBoundsException(index + " of " + size);
        return codes[index];
    }

    /** The actions, in order (a copy). */
    List<Action> actions() {
        List<Action> out = new ArrayList<>(size);
        for (int i = 0; i < size; i++)
            out.add(Action.of(codes[i]));
        return out;
    }
}
