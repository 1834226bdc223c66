/* A token bucket driven by commands.  Input: the capacity C (1 <= C <= 10^18) and the refill
   rate R (0 <= R <= 10^18) of a bucket that holds C tokens at time 0, then at most 2 * 10^5
   commands separated by blanks (spaces, tabs, carriage returns or newlines).  "at T" moves the
   clock on to time T (no earlier than the clock, T <= 10^18): the bucket gains R tokens for
   each unit of time passed, but never holds more than C; "take N" (1 <= N <= 10^18) takes N
   tokens when the bucket holds at least N and prints "ok L", L the tokens left, and otherwise
   takes none and prints "wait W", W the least time after which the bucket will hold N tokens,
   or "wait never" when it never will; "level" prints the tokens in the bucket.  Every number
   as scanf's %lld reads it (an optional sign and digits).  Output: what the commands print,
   one line each; then a last line "granted G of Q", G the takes that got their tokens and Q
   all the takes. */
#include <stdio.h>
#include <string.h>

#define LIMIT 1000000000000000000LL
#define MAXCOMMANDS 200000

int main(void) {
    long long cap, rate, now = 0, level, granted = 0, takes = 0, commands = 0;
    if (scanf("%lld %lld", &cap, &rate) != 2 || cap < 1 || cap > LIMIT || rate < 0
        || rate > LIMIT) return 1;
    level = cap;
    char word[16];
    while (scanf("%15s", word) == 1) {
        if (++commands > MAXCOMMANDS) return 1;
        if (strcmp(word, "level") == 0) {
            printf("%lld\n", level);
        } else if (strcmp(word, "at") == 0) {
            long long t;
            if (scanf("%lld", &t) != 1 || t < now || t > LIMIT) return 1;
            unsigned __int128 gain = (unsigned __int128)(unsigned long long)rate
                                     * (unsigned long long)(t - now);
            if (gain >= (unsigned __int128)(cap - level)) level = cap;
            else level += (long long)gain;
            now = t;
        } else if (strcmp(word, "take") == 0) {
            long long n;
            if (scanf("%lld", &n) != 1 || n < 1 || n > LIMIT) return 1;
            takes++;
            if (level >= n) {
                level -= n;
                granted++;
                printf("ok %lld\n", level);
            } else if (n > cap || rate == 0) {
                puts("wait never");
            } else {
                long long need = n - level;
                printf("wait %lld\n", need / rate + (need % rate != 0));
            }
        } else {
            return 1;
        }
    }
    printf("granted %lld of %lld\n", granted, takes);
    return 0;
}
