package arena.games.locm;

/**
 * The two rule sets. They share the battle engine and differ only where these methods say:
 * deck building (draft of 3 cards with runes in 1.2, constructed from 120 generated cards in 1.5),
 * the health/draw bookkeeping (runes vs. one extra draw per 5 damage), an empty deck, area effects and
 * the input format.
 */
public enum LocmVariant {
    /** LOCM 1.2: draft, runes, no area effects. */
    V1_2 {
        @Override
        void modifyHealth(PlayerState p, int mod) {
            p.health += mod;
            if (mod >= 0)
                return;
            while (p.runeCount > 0 && p.health <= PlayerState.RUNES[p.runeCount - 1]) {
                p.nextTurnDraw++;
                p.runeCount--;
            }
        }

        @Override
        void drawFromEmptyDeck(PlayerState p) {
            if (p.runeCount > 0)
                p.health = PlayerState.RUNES[--p.runeCount];
            else
                p.health = 0;
        }

        @Override
        void appendPlayerLine(StringBuilder sb, PlayerState p) {
            sb.append(p.health).append(' ').append(p.maxMana).append(' ').append(p.deckSize()).append(' ')
                    .append(p.nextRune()).append(' ').append(p.drawValueToShow).append('\n');
        }

        @Override
        public boolean hasArea() {
            return false;
        }

        @Override
        boolean fullHandBeforeEmptyDeck() {
            return false;
        }

        @Override
        boolean boardShowsSummonEffects(Card c) {
            return c.pristine;
        }
    },
    /** LOCM 1.5 (COG 2022): constructed, area effects, extra draw per 5 damage, 10 damage on an empty deck. */
    V1_5 {
        @Override
        void modifyHealth(PlayerState p, int mod) {
            p.health += mod;
            if (mod >= 0)
                return;
            p.nextTurnDraw -= p.healthLostThisTurn / 5;
            p.healthLostThisTurn -= mod;
            p.nextTurnDraw += p.healthLostThisTurn / 5;
        }

        @Override
        void drawFromEmptyDeck(PlayerState p) {
            p.health -= LocmConstants.EMPTY_DECK_DAMAGE;
        }

        @Override
        void appendPlayerLine(StringBuilder sb, PlayerState p) {
            sb.append(p.health).append(' ').append(p.maxMana).append(' ').append(p.deckSize()).append(' ')
                    .append(p.drawValueToShow).append('\n');
        }

        @Override
        public boolean hasArea() {
            return true;
        }

        @Override
        boolean fullHandBeforeEmptyDeck() {
            return true;
        }

        @Override
        boolean boardShowsSummonEffects(Card c) {
            return true;
        }
    };

    /** Changes a player's health; losses may add draws for next turn. */
    abstract void modifyHealth(PlayerState p, int mod);

    /** What a draw from an empty deck (or after the turn limit) does. */
    abstract void drawFromEmptyDeck(PlayerState p);

    /** The player's line of the turn input (with its newline). */
    abstract void appendPlayerLine(StringBuilder sb, PlayerState p);

    /** Whether a full hand stops the drawing before an empty deck hurts. */
    abstract boolean fullHandBeforeEmptyDeck();

    /**
     * Whether a board creature's line shows its card's health changes and draw. In 1.2 a creature that has fought or
     * been the target of an item shows 0 0 0 (the referee's creature copy drops them); in 1.5 they always show.
     */
    abstract boolean boardShowsSummonEffects(Card c);

    /** Whether cards carry an area effect (and the input an area column). */
    public abstract boolean hasArea();
}
