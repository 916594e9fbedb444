package arena.games.kieszostwory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** An instructor's data file is checked on load; a broken one is refused with a message that says where and what. */
class DataFileTest {

    static String shipped() throws IOException {
        try (InputStream in = Dex.class.getResourceAsStream(Dex.RESOURCE)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String refused(String text) {
        return assertThrows(IllegalArgumentException.class, () -> Dex.parse(text)).getMessage();
    }

    @Test
    void theShippedFileLoads() throws IOException {
        assertEquals(51, Dex.parse(shipped()).creatures().size());
    }

    @Test
    void brokenFilesAreRefusedWithClearMessages() throws IOException {
        String ok = shipped();
        assertTrue(refused("{ not json").startsWith("the data file is not valid JSON"));
        assertEquals("types: missing, or not a list", refused("{}"));
        assertEquals("multipliers row 1 column 4: 3 is not 0, 0.5, 1 or 2", refused(ok.replaceFirst("\\[1, 1, 1, 1, 1,", "[1, 1, 1, 3, 1,")));
        assertEquals("creatures[2] (Bulwazaur): move 99 is not a move id from 1 to 45", refused(ok.replace("\"moves\": [1, 8, 17, 6]", "\"moves\": [1, 8, 17, 99]")));
        assertEquals("creatures[2]: the name Bulwiątko is used twice (names are unique like ids)", refused(ok.replace("\"Bulwazaur\"", "\"Bulwiątko\"")));
        assertEquals("creatures[2]: id 7 should be 2 (ids are 1..N in file order)", refused(ok.replace("{\"id\": 2, \"name\": \"Bulwazaur\"", "{\"id\": 7, \"name\": \"Bulwazaur\"")));
        assertEquals("moves[3] (Miotacz ognia): type is 13, must be from 1 to 12", refused(ok.replace("\"name\": \"Miotacz ognia\", \"english\": \"Flamethrower\", \"type\": 3", "\"name\": \"Miotacz ognia\", \"english\": \"Flamethrower\", \"type\": 13")));
        assertEquals("creatures[2] (Bulwazaur): hp must be a whole number, not \"500\"", refused(ok.replace("\"hp\": 500, \"attack\": 40", "\"hp\": \"500\", \"attack\": 40")));
        assertTrue(refused(ok.replace("\"price\": 1500", "\"price\": 1500, \"colour\": 3")).startsWith("creatures[2]: unknown field colour"));
        assertEquals("creatures[2] (Bulwazaur): type2 repeats type1; use 0 for no second type", refused(ok.replace("\"type1\": 4, \"type2\": 0, \"hp\": 500", "\"type1\": 4, \"type2\": 4, \"hp\": 500")));
        assertEquals("multipliers: 11 rows for 12 types (one row per attacking type)", refused(ok.replaceFirst("\\s*\\[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0.5\\],", "")));
    }

    @Test
    void aContestMayPlayItsOwnData() throws IOException {
        Kieszostwory custom = new Kieszostwory().withContestData(shipped().replace("\"price\": 1500", "\"price\": 900"));
        assertEquals(900, custom.dex().creature(2).price());
        assertEquals(1500, new Kieszostwory().dex().creature(2).price(), "the shipped data is untouched");
        assertThrows(IllegalArgumentException.class, () -> new Kieszostwory().withContestData("[]"));
    }
}
