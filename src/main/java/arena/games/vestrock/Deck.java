package arena.games.vestrock;

import arena.game.RoundData;
import arena.game.SeatNames;
import arena.game.Settings;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The round's deck, top card first; every match of the round plays a copy. Dealt from the round's seed
 * with {@link java.util.Random}, whose algorithm is fixed by the Java specification, so a round's deck is
 * the same on every machine.
 *
 * <p>About 60% creatures (a third of them cost 0 and give mana when tapped), the rest spells: heal,
 * damage, take cards, buff, deactivate. IDs are 1..N in shuffled order; parameters stay below 10.
 */
public record Deck(List<CardSpec> cards) implements RoundData {

    public Deck {
        cards = List.copyOf(cards);
    }

    /** A match of the round: a copy of this deck under the contest's settings (the game takes no entries). */
    @Override
    public VestrockMatch newMatch(long matchSeed, Settings settings, List<String> entries, SeatNames names) {
        return new VestrockMatch(this, VestrockSettings.of(settings), names);
    }

    public int size() {
        return cards.size();
    }

    public static Deck deal(long seed, int size) {
        Random rnd = new Random(seed);
        int[] ids = new int[size];
        for (int i = 0; i < size; i++) ids[i] = i + 1;
        for (int i = size - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = ids[i];
            ids[i] = ids[j];
            ids[j] = t;
        }
        List<CardSpec> cards = new ArrayList<>(size);
        for (int i = 0; i < size; i++) cards.add(card(ids[i], rnd));
        return new Deck(cards);
    }

    private static CardSpec card(int id, Random rnd) {
        if (rnd.nextInt(100) < 60) return creature(id, rnd);
        int kind = rnd.nextInt(100);
        if (kind < 20) {
            int k = 2 + rnd.nextInt(5);
            return CardSpec.heal(id, k, (k + 1) / 2);
        }
        if (kind < 50) {
            int k = 1 + rnd.nextInt(6);
            return CardSpec.damage(id, k, Math.max(1, k - rnd.nextInt(2)));
        }
        if (kind < 65) {
            int k = 1 + rnd.nextInt(3);
            return CardSpec.take(id, k, k);
        }
        if (kind < 85) {
            int a = rnd.nextInt(4);
            int b = rnd.nextInt(4);
            if (a + b == 0) b = 1;
            return CardSpec.buff(id, a, b, (a + b + 1) / 2);
        }
        return CardSpec.deactivate(id, 1 + rnd.nextInt(2));
    }

    private static CardSpec creature(int id, Random rnd) {
        if (rnd.nextInt(100) < 33) {
            int hp = 1 + rnd.nextInt(3);
            return CardSpec.creature(id, rnd.nextInt(2), hp, hp, 0, rnd.nextInt(4) == 0 ? 2 : 1);
        }
        int cost = 1 + rnd.nextInt(7);
        int mana = rnd.nextInt(5) == 0 ? 1 : 0;
        int budget = Math.max(2, 2 * cost + rnd.nextInt(3) - 1 - 2 * mana);
        int at = Math.min(9, rnd.nextInt(budget));
        int hp = Math.min(9, Math.max(1, budget - at));
        int hpMax = hp + (rnd.nextInt(6) == 0 ? 1 : 0);
        return CardSpec.creature(id, at, hp, Math.min(9, hpMax), cost, mana);
    }
}
