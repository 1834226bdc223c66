/* Elevator.  Input: commands, at most 2 * 10^5 of them, each a word and its argument separated
   by blanks (spaces, tabs or newlines); every number as scanf's %ld reads it (an optional sign
   and digits), a floor F with 0 <= F <= 10^6 and a count K with 1 <= K <= 10^6.  The car starts
   at floor 0 with no request.  "call F" asks for floor F (nothing changes when F is asked for
   already); "up K" and "down K" move the car K floors, stopping at floor 10^6 and at floor 0;
   "serve" moves the car to the nearest floor asked for (the lower of two as near), drops that
   request and prints "F D" (the floor and how far the car went), or prints "idle" when no floor
   is asked for; "where" prints "floor X moved M pending P" (M the floors travelled so far, P the
   floors asked for).  Output: what the commands print. */
#include <stdio.h>
#include <string.h>

#define TOP 1000000L
#define WORDS (TOP / 64 + 1)
#define SUMMARY (WORDS / 64 + 1)

static unsigned long long bit[WORDS], summary[SUMMARY];  /* summary: the non-empty words */

static void add(long f) {
    bit[f / 64] |= 1ULL << (f % 64);
    summary[f / 4096] |= 1ULL << (f / 64 % 64);
}

static void drop(long f) {
    bit[f / 64] &= ~(1ULL << (f % 64));
    if (!bit[f / 64]) summary[f / 4096] &= ~(1ULL << (f / 64 % 64));
}

static long above(long f) {  /* the lowest floor asked for at or above f, or -1 */
    long w = f / 64;
    unsigned long long m = bit[w] & (~0ULL << (f % 64));
    if (m) return w * 64 + __builtin_ctzll(m);
    for (long s = (w + 1) / 64, from = (w + 1) % 64; s < SUMMARY; s++, from = 0) {
        unsigned long long t = summary[s] & (~0ULL << from);
        if (t) {
            long v = s * 64 + __builtin_ctzll(t);
            return v * 64 + __builtin_ctzll(bit[v]);
        }
    }
    return -1;
}

static long below(long f) {  /* the highest floor asked for at or below f, or -1 */
    long w = f / 64;
    unsigned long long m = bit[w] & (~0ULL >> (63 - f % 64));
    if (m) return w * 64 + 63 - __builtin_clzll(m);
    if (w == 0) return -1;
    for (long s = (w - 1) / 64, to = (w - 1) % 64; s >= 0; s--, to = 63) {
        unsigned long long t = summary[s] & (~0ULL >> (63 - to));
        if (t) {
            long v = s * 64 + 63 - __builtin_clzll(t);
            return v * 64 + 63 - __builtin_clzll(bit[v]);
        }
    }
    return -1;
}

int main(void) {
    char command[16];
    long floor = 0, pending = 0;
    long long moved = 0;
    while (scanf("%15s", command) == 1) {
        if (strcmp(command, "serve") == 0) {
            long lo = below(floor), hi = above(floor);
            if (lo < 0 && hi < 0) {
                puts("idle");
                continue;
            }
            long to = hi < 0 || (lo >= 0 && floor - lo <= hi - floor) ? lo : hi;
            long d = to > floor ? to - floor : floor - to;
            moved += d;
            floor = to;
            drop(to);
            pending--;
            printf("%ld %ld\n", to, d);
        } else if (strcmp(command, "where") == 0) {
            printf("floor %ld moved %lld pending %ld\n", floor, moved, pending);
        } else {
            long v;
            if (scanf("%ld", &v) != 1) return 1;
            if (strcmp(command, "call") == 0) {
                if (v < 0 || v > TOP) return 1;
                if (!(bit[v / 64] >> (v % 64) & 1)) {
                    add(v);
                    pending++;
                }
            } else if (strcmp(command, "up") == 0 || strcmp(command, "down") == 0) {
                if (v < 1 || v > TOP) return 1;
                long to = command[0] == 'u' ? floor + v : floor - v;
                if (to > TOP) to = TOP;
                if (to < 0) to = 0;
                moved += to > floor ? to - floor : floor - to;
                floor = to;
            } else {
                return 1;
            }
        }
    }
    return 0;
}
