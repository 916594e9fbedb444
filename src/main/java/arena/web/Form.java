package arena.web;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A form as it was sent, for showing it again when the server refuses it: what was typed, field by
 * field, and the reason beside each field at fault. An empty form is a form not yet sent.
 */
final class Form {
    private final Map<String, String> values = new LinkedHashMap<>();
    private final Map<String, String> errors = new LinkedHashMap<>();

    static Form empty() {
        return new Form();
    }

    Form value(String field, String value) {
        if (value != null) values.put(field, value);
        return this;
    }

    Form error(String field, String why) {
        errors.putIfAbsent(field, AccountPages.capitalize(why) + ".");
        return this;
    }

    /** What was typed in a field, or "" (templates put it back in the field). */
    public String value(String field) {
        return values.getOrDefault(field, "");
    }

    /** Whether a value was sent for a field (a checkbox unticked sends none). */
    public boolean sent(String field) {
        return values.containsKey(field);
    }

    /** The reason a field was refused, or null. */
    public String error(String field) {
        return errors.get(field);
    }

    public boolean hasErrors() {
        return !errors.isEmpty();
    }
}
