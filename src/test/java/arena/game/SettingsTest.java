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
}
