package arena.store;

import arena.domain.ContestPhase;
import arena.store.db.tables.records.ContestRecord;
import java.time.LocalDateTime;

/**
 * A contest's row as the store hands it out: read once, never written back (changes go through {@link ContestStore}).
 * {@code seedScheme} and {@code saltKey}: how its rounds draw their data and salt their commitments (V20, issue 40).
 */
public record StoredContest(long id, String slug, String title, String game, String settingsJson, boolean selfSignup,
                            ContestPhase phase, boolean paused, LocalDateTime registrationEndsAt, String announcement,
                            String gameData, LocalDateTime createdAt, LocalDateTime announcedAt, int seedScheme, String saltKey) {

    static StoredContest from(ContestRecord r) {
        return new StoredContest(r.getId(), r.getSlug(), r.getTitle(), r.getGame(), r.getSettingsJson(), Boolean.TRUE.equals(r.getSelfSignup()),
                ContestPhase.fromText(r.getPhase()), Boolean.TRUE.equals(r.getPaused()), r.getRegistrationEndsAt(), r.getAnnouncement(),
                r.getGameData(), r.getCreatedAt(), r.getAnnouncedAt(),
                r.getSeedScheme() == null ? 1 : r.getSeedScheme(), r.getSaltKey());
    }
}
