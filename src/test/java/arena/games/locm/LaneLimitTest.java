package arena.games.locm;

import org.junit.jupiter.api.Test;

import static arena.games.locm.Pos.creature;

/** At most 3 creatures per lane and player. */
class LaneLimitTest {
    @Test
    void aFullLaneRefusesSummons() {
        Pos.v12().mine(101, 0, creature(1, 1, "")).mine(102, 0, creature(1, 1, "")).mine(103, 0, creature(1, 1, ""))
                .hand(104, creature(1, 1, "")).illegal("SUMMON 104 0").play("SUMMON 104 1");
    }

    @Test
    void lanesAreZeroAndOne() {
        Pos.v15().hand(104, creature(1, 1, "")).illegal("SUMMON 104 2").illegal("SUMMON 104 -1");
    }

    @Test
    void summoningNeedsTheMana() {
        Pos.v15().hand(104, Pos.card(CardType.CREATURE, 5, 1, 1, "", 0, 0, 0, Area.TARGET)).mana(4)
                .illegal("SUMMON 104 0").mana(5).play("SUMMON 104 0").illegal("SUMMON 104 1");
    }

    @Test
    void onlyCardsInHandCanBeSummoned() {
        Pos.v15().mine(101, 0, creature(1, 1, "")).theirs(201, 0, creature(1, 1, ""))
                .illegal("SUMMON 101 1").illegal("SUMMON 201 1").illegal("SUMMON 999 1");
    }
}
