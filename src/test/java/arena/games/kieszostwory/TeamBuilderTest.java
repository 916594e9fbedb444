package arena.games.kieszostwory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import arena.game.Settings;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The team builder's model: each creature's moves from the game's data, and a row's pick that adds or takes out. */
class TeamBuilderTest {
    final Kieszostwory game = new Kieszostwory();
    final Settings settings = Settings.of(game.settings(), Map.of());

    @Test
    void eachMoveShowsItsTypePowerPpAndEffectsFromTheData() throws Exception {
        Dex dex = Dex.standard();
        // Bulwazaur (2): its four moves as the data file gives them, in their order
        List<KieszPages.MoveDetail> moves = game.pages().moveDetails(dex.creature(2));
        assertEquals(4, moves.size());
        for (int k = 0; k < 4; k++) {
            Dex.Move m = dex.move(dex.creature(2).moves()[k]);
            assertEquals(new KieszPages.MoveDetail(m.name(), m.english(), dex.type(m.type()).name(), m.damage(), m.pp(), KieszPages.effects(m)),
                    moves.get(k));
        }
        // a contest's own data file changes what the builder shows
        String text;
        try (InputStream in = Dex.class.getResourceAsStream(Dex.RESOURCE)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String changed = text.replaceFirst("\"pp\": 25, \"damage\": 65,", "\"pp\": 7, \"damage\": 66,");
        Kieszostwory own = new Kieszostwory().withContestData(changed);
        KieszPages.MoveDetail tackle = own.pages().moveDetails(own.dex().creature(2)).get(0);
        assertEquals(List.of(66, 7), List.of(tackle.power(), tackle.pp()), "move 1 as the contest's file has it");
    }

    @Test
    void effectsInWords() {
        Dex dex = Dex.standard();
        assertEquals(List.of(), KieszPages.effects(dex.move(1)), "Tackle only hits");
        assertEquals(List.of(dex.move(27).selfDamage() + " damage to itself"), KieszPages.effects(dex.move(27)));
        assertEquals(List.of("rival's attack -20%"), KieszPages.effects(dex.move(6)), "Growl");
        assertEquals(List.of("own attack +20%", "own defense +20%"), KieszPages.effects(dex.move(40)), "Bulk Up");
        assertEquals(List.of("poison 35 a turn for 5 turns"), KieszPages.effects(dex.move(25)), "Toxic");
        assertEquals(List.of("invincible for a turn, then strikes"), KieszPages.effects(dex.move(5)), "Dig");
        assertEquals(List.of("rests the next turn"), KieszPages.effects(dex.move(21)), "Hyper Beam");
    }

    @Test
    void aPickTakesTheFirstEmptySlotOrLeavesItsOwn() {
        int[] slots = {51, 0, 30, 0, 0, 0};
        assertTrue(KieszPages.toggle(slots, 2));
        assertArrayEquals(new int[] {51, 2, 30, 0, 0, 0}, slots);
        assertTrue(KieszPages.toggle(slots, 51));
        assertArrayEquals(new int[] {0, 2, 30, 0, 0, 0}, slots);
        int[] full = {1, 2, 4, 5, 7, 8};
        assertFalse(KieszPages.toggle(full, 10), "six already");
        assertArrayEquals(new int[] {1, 2, 4, 5, 7, 8}, full);
    }

    @Test
    void theBuilderAppliesAPickToTheSavedTeamAndNamesEachPickedRowsSlot() {
        List<KieszPages.Row> rows = game.pages().entryView(new KieszRound(game.dex()), settings, "51 0 0 0 0 0", Map.of("toggle", List.of("2"))).rows();
        assertEquals(1, rows.stream().filter(r -> r.creature().id() == 51).findFirst().orElseThrow().slot());
        assertEquals(2, rows.stream().filter(r -> r.creature().id() == 2).findFirst().orElseThrow().slot());
        assertEquals(2, rows.stream().filter(KieszPages.Row::picked).count());
        KieszPages.TeamBuilder view = game.pages().entryView(new KieszRound(game.dex()), settings, "51 0 0 0 0 0", Map.of("toggle", List.of("2")));
        assertEquals("Smok Praświata (3000)", view.saved(), "the saved team is not changed by the pick");
        assertEquals(false, view.full());
    }
}
