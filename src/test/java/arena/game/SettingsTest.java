package arena.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SettingsTest {
    private static final List<Setting> SCHEMA = List.of(
            Setting.integer("turns", 60, 1, 500, "Turns."),
            Setting.flag("earlyTurns", false, "Early."),
            Setting.decimal("timeFactor", 1.0, 0.1, 10, "Factor."));

    @Test
    void defaultsFillWhatIsNotGiven() {
        Settings s = Settings.of(SCHEMA, Map.of("turns", 10));
        assertEquals(10, s.getInt("turns"));
        assertEquals(false, s.getBool("earlyTurns"));
        assertEquals(1.0, s.getDouble("timeFactor"));
    }

    @Test
    void anUnknownSettingIsNamed() {
        var e = assertThrows(IllegalArgumentException.class, () -> Settings.of(SCHEMA, Map.of("turnz", 3)));
        assertEquals("unknown setting turnz", e.getMessage());
    }

    @Test
    void anOutOfRangeSettingIsNamedWithItsRange() {
        var e = assertThrows(IllegalArgumentException.class, () -> Settings.of(SCHEMA, Map.of("turns", 501)));
        assertEquals("setting turns must be between 1 and 500", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Settings.of(SCHEMA, Map.of("timeFactor", 0.01)));
    }

    @Test
    void wrongTypesAreRefused() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Settings.of(SCHEMA, Map.of("turns", 2.5))).getMessage().contains("whole number"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Settings.of(SCHEMA, Map.of("earlyTurns", "yes"))).getMessage().contains("true or false"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Settings.of(SCHEMA, Map.of("turns", "ten"))).getMessage().contains("whole number"));
    }

    @Test
    void formTextIsAcceptedInTheSettingsType() {
        Settings s = Settings.of(SCHEMA, Map.of("turns", "42", "earlyTurns", "true", "timeFactor", "2.5"));
        assertEquals(42, s.getInt("turns"));
        assertTrue(s.getBool("earlyTurns"));
        assertEquals(2.5, s.getDouble("timeFactor"));
    }

    @Test
    void wholeNumbersRefuseFractionsAndExponentsWithTheReason() {
        List<Setting> seed = List.of(Setting.integer("seed", 0, 0, Long.MAX_VALUE, "Seed."));
        // 1e300 arrives from JSON as a double; cast to long it was 2^63-1, and stored.
        assertEquals("setting seed must be a whole number, written without a fraction or an exponent (not 1.0E300)",
                assertThrows(IllegalArgumentException.class, () -> Settings.of(seed, Map.of("seed", 1e300))).getMessage());
        assertEquals("setting seed must be a whole number, written without a fraction or an exponent (not 1e300)",
                assertThrows(IllegalArgumentException.class, () -> Settings.of(seed, Map.of("seed", "1e300"))).getMessage());
        assertEquals("setting turns must be a whole number, written without a fraction or an exponent (not 10.0)",
                assertThrows(IllegalArgumentException.class, () -> Settings.of(SCHEMA, Map.of("turns", 10.0))).getMessage());
        assertEquals("setting turns must be a whole number, written without a fraction or an exponent (not 1E2)",
                assertThrows(IllegalArgumentException.class, () -> Settings.of(SCHEMA, Map.of("turns", "1E2"))).getMessage());
        assertEquals("setting turns must be a whole number, written without a fraction or an exponent (not 2.5)",
                assertThrows(IllegalArgumentException.class, () -> Settings.of(SCHEMA, Map.of("turns", "2.5"))).getMessage());
    }

    @Test
    void theLargestWholeNumberIsTakenAndOnePastItIsOutOfRange() {
        List<Setting> seed = List.of(Setting.integer("seed", 0, 0, Long.MAX_VALUE, "Seed."));
        // 2^63 - 1 = 9223372036854775807 fits; 2^63 = 9223372036854775808 does not.
        assertEquals(Long.MAX_VALUE, Settings.of(seed, Map.of("seed", "9223372036854775807")).getLong("seed"));
        assertEquals(Long.MAX_VALUE, Settings.of(seed, Map.of("seed", Long.MAX_VALUE)).getLong("seed"));
        String range = "setting seed must be between 0 and 9223372036854775807";
        assertEquals(range, assertThrows(IllegalArgumentException.class, () -> Settings.of(seed, Map.of("seed", "9223372036854775808"))).getMessage());
        assertEquals(range, assertThrows(IllegalArgumentException.class,
                () -> Settings.of(seed, Map.of("seed", java.math.BigInteger.TWO.pow(63)))).getMessage());
    }
}
