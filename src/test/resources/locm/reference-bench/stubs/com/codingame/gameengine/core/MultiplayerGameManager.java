package com.codingame.gameengine.core;

/** Compile-time stand-in for the CodinGame SDK (named by RefereeParams' second constructor, never called). */
public class MultiplayerGameManager<T> {
    public Long getSeed() {
        throw new UnsupportedOperationException("bench stub");
    }

    public java.util.Properties getGameParameters() {
        throw new UnsupportedOperationException("bench stub");
    }
}
