package arena.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TiersTest {
    @Test
    void aClassIsInItsTagsTierElseItsPackagesElseUnit() {
        assertEquals(Tiers.FUNCTIONAL, Tiers.tierOf(testClass("arena.functional.RecoveryTest")), "by package");
        assertEquals(Tiers.SLOW, Tiers.tierOf(testClass("arena.functional.KillLoopTest")), "its tag over its package's");
        assertEquals(Tiers.SLOW, Tiers.tierOf(testClass("arena.games.locm.arena.LocmStartersTest")), "its tag over its package's");
        assertEquals(Tiers.POSTGRES, Tiers.tierOf(testClass("arena.store.PostgresStoreTest")), "its tag, outside the tiered packages");
        assertEquals(Tiers.UNIT, Tiers.tierOf(TiersTest.class), "no tag, no tiered package");
        assertEquals(Tiers.UNIT, Tiers.tierOf(Nested.class), "a nested class is in its outer class's tier");
    }

    @Test
    void onlyTheChosenTiersRunAndNoneChosenRunsAll() {
        assertTrue(new Tiers("unit").apply(ClassDescriptors.of(TiersTest.class)).included());
        assertTrue(new Tiers("functional, slow").apply(ClassDescriptors.of(TiersTest.class)).excluded());
        assertTrue(new Tiers("functional,slow").apply(ClassDescriptors.of(testClass("arena.functional.KillLoopTest"))).included());
        assertTrue(new Tiers("").apply(ClassDescriptors.of(testClass("arena.functional.KillLoopTest"))).included());
    }

    @Test
    void anUnknownTierIsAnErrorNotAnEmptyRun() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Tiers("unit,fast"));
        assertTrue(e.getMessage().contains("no tier fast"), e.getMessage());
    }

    /** A test class of another package (not public, as test classes are). */
    private static Class<?> testClass(String name) {
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new AssertionError("no test class " + name, e);
        }
    }

    static class Nested {}
}
