package arena.botport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/**
 * Issue 38: the places for connections not logged in yet. A lab's address holds enough for a class starting its bots
 * together; the port's ceiling bounds what hostile clients can hold in all; once half of it is taken, an address that
 * already holds a few gets no more, so a few addresses cannot take the rest from everyone else.
 */
class PreLoginsTest {

    @Test
    void oneAddressHoldsAClassfulOfPlacesAndNoMore() {
        PreLogins places = new PreLogins();
        for (int i = 0; i < 100; i++) assertNull(places.enter("10.0.0.1"), "a lab's bot " + i + " gets a place at once");
        for (int i = 100; i < PreLogins.PER_ADDRESS; i++) assertNull(places.enter("10.0.0.1"));
        assertEquals(PreLogins.Refusal.ADDRESS_FULL, places.enter("10.0.0.1"));
        assertNull(places.enter("10.0.0.2"), "another address is not held by the first one's");
        places.leave("10.0.0.1");
        assertNull(places.enter("10.0.0.1"), "a place given back is taken again");
    }

    @Test
    void theCeilingHoldsForEveryAddressTogether() {
        PreLogins places = new PreLogins(100, 40, 4);
        int address = 0;
        // 20 places by a hostile address, then 4 each: full at 40
        for (int i = 0; i < 20; i++) assertNull(places.enter("hostile"));
        assertEquals(PreLogins.Refusal.ADDRESS_FULL, places.enter("hostile"), "past half the ceiling it gets no more");
        while (places.taken() < 40) {
            String a = "10.0.1." + address++;
            for (int i = 0; i < 4; i++) assertNull(places.enter(a));
            if (places.taken() < 40) assertEquals(PreLogins.Refusal.ADDRESS_FULL, places.enter(a), "a crowded port gives each address a few");
        }
        assertEquals(PreLogins.Refusal.PORT_FULL, places.enter("10.0.2.1"), "the ceiling holds for a new address too");
        places.leave("hostile");
        assertNull(places.enter("10.0.2.1"), "a place given back goes to whoever asks with fewer than a few");
        assertEquals(40, places.taken());
    }

    @Test
    void leavingWhatWasNeverTakenChangesNothing() {
        PreLogins places = new PreLogins(2, 10, 1);
        places.leave("nobody");
        assertEquals(0, places.taken());
        assertNull(places.enter("a"));
        places.leave("a");
        places.leave("a");
        assertEquals(0, places.taken());
    }
}
