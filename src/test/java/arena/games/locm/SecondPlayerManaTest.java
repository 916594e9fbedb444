package arena.games.locm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The second player has one extra mana until the first turn it spends all its mana; the cap is then 12. */
class SecondPlayerManaTest {
    static LocmMatch battle(LocmVariant v) {
        LocmMatch m = LocmMatch.create(v, LocmSeeds.fromGameSeed(v, 42));
        if (v == LocmVariant.V1_2) {
            for (int i = 0; i < 60; i++)
                m.apply(m.toMove(), "PASS");
        } else {
            m.apply(0, "PASS");
            m.apply(1, "PASS");
        }
        return m;
    }

    @Test
    void secondPlayerStartsWithTwoMana() {
        for (LocmVariant v : LocmVariant.values()) {
            LocmMatch m = battle(v);
            assertEquals(1, m.battle().player(0).maxMana());
            m.apply(0, "PASS");
            assertEquals(2, m.battle().player(1).maxMana());
        }
    }

    @Test
    void theBonusIsLostAfterSpendingAllMana() {
        Pos p = Pos.v15();
        PlayerState second = p.opp();
        second.maxMana = 5;
        second.currentMana = 0; // it spent everything in its last turn
        second.bonusManaTurns = 1;
        p.endTurn();
        assertEquals(5, second.maxMana()); // +1 for the turn, -1 for the lost bonus
        assertEquals(0, second.bonusManaTurns());
    }

    @Test
    void theBonusStaysWhileSomeManaIsLeft() {
        Pos p = Pos.v12();
        PlayerState second = p.opp();
        second.maxMana = 5;
        second.currentMana = 1;
        second.bonusManaTurns = 1;
        p.endTurn();
        assertEquals(6, second.maxMana());
    }

    @Test
    void manaCapsAtTwelveOrThirteenWithTheBonus() {
        Pos p = Pos.v15();
        p.opp().maxMana = 13;
        p.opp().currentMana = 3;
        p.opp().bonusManaTurns = 1;
        p.me().maxMana = 12;
        p.endTurn();
        assertEquals(13, p.me().maxMana());
        p.endTurn();
        assertEquals(12, p.me().maxMana());
    }
}
