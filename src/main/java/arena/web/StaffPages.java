package arena.web;

import arena.contest.base.NotFound;
import arena.contest.base.Refused;
import arena.contest.accounts.StaffAccounts;
import arena.domain.StaffRole;
import arena.store.StoredInstructor;
import io.javalin.http.Context;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

/**
 * The console's accounts (issue 42): the first instructor adds instructors and assistants, makes and revokes their API
 * tokens, resets their passwords and removes them. Passwords and tokens made here are shown once.
 */
final class StaffPages {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");
    private final StaffAccounts staff;
    private final Views views;

    StaffPages(StaffAccounts staff, Views views) {
        this.staff = staff;
        this.views = views;
    }

    /** An account as the console lists it. */
    record Row(String login, String role, boolean hasToken, String created, boolean first) {}

    void page(Context ctx) {
        Map<String, Object> model = Pages.model(ctx);
        List<StoredInstructor> all = staff.all();
        long first = all.isEmpty() ? -1 : all.getFirst().id();
        model.put("accounts", all.stream().map(i -> new Row(i.login(), i.role().text(), i.hasToken(), i.createdAt().format(TIME), i.id() == first)).toList());
        model.put("roles", List.of(StaffRole.values()).stream().map(StaffRole::text).toList());
        ctx.html(views.page("console-accounts", model));
    }

    void create(Context ctx) {
        String role = ctx.formParam("role");
        act(ctx, () -> {
            StaffRole chosen = List.of(StaffRole.values()).stream().filter(r -> r.text().equals(role)).findFirst()
                    .orElseThrow(() -> new Refused("an account is an instructor's or an assistant's"));
            StaffAccounts.Made made = staff.create(ctx.formParam("login"), chosen);
            return "Account " + made.account().login() + " (" + chosen.text() + ") added. Its password (shown once): " + made.password();
        });
    }

    void resetPassword(Context ctx) {
        String login = ctx.pathParam("login");
        act(ctx, () -> "Password of " + login + " reset: its old one and its sessions no longer work. New password (shown once): "
                + staff.resetPassword(login));
    }

    void newToken(Context ctx) {
        String login = ctx.pathParam("login");
        act(ctx, () -> "API token of " + login + " (shown once; the one before it no longer works): " + staff.newToken(login));
    }

    void revokeToken(Context ctx) {
        String login = ctx.pathParam("login");
        act(ctx, () -> {
            staff.revokeToken(login);
            return "The API token of " + login + " no longer works.";
        });
    }

    void remove(Context ctx) {
        String login = ctx.pathParam("login");
        act(ctx, () -> {
            staff.remove(login);
            return "Account " + login + " removed: its sessions and its token end now; the record keeps what it did.";
        });
    }

    private static void act(Context ctx, java.util.function.Supplier<String> action) {
        try {
            Pages.flash(ctx, action.get());
        } catch (Refused | NotFound e) {
            Pages.flashError(ctx, AccountPages.capitalize(e.getMessage()) + ".");
        }
        Pages.back(ctx, "/console/accounts");
    }
}
