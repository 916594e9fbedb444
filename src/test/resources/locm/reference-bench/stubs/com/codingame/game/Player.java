package com.codingame.game;

/** Compile-time stand-in for the CodinGame SDK player (named by RefereeParams, never used by the drivers). */
public class Player {
}
