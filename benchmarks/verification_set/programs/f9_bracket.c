/* Knockout tournaments.  Input: T (1 <= T <= 10^4), then T tournaments, each K (0 <= K <= 17)
   and the strengths of its 2^K players, 0 <= S <= 10^12 (the players of all the tournaments
   together at most 2^18); every number as scanf's %lld reads it (an optional sign and digits).
   Each round pairs the players left in order (the first with the second, the third with the
   fourth, ...); the stronger of a pair goes on, the one who came earlier in the list when both
   are as strong.  Output per tournament, on a line: the champion's number (the players numbered
   from 1 in the order given) and the sum of the strengths of the players the champion beat. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long long t;
    if (scanf("%lld", &t) != 1 || t < 1 || t > 10000) return 1;
    long long *strength = malloc(sizeof *strength << 18);
    int *left = malloc(sizeof *left << 18);
    if (!strength || !left) return 1;
    long long players = 0;
    while (t--) {
        long long k;
        if (scanf("%lld", &k) != 1 || k < 0 || k > 17) return 1;
        long n = 1L << k;
        players += n;
        if (players > 1L << 18) return 1;
        for (long i = 0; i < n; i++) {
            if (scanf("%lld", &strength[i]) != 1 || strength[i] < 0 ||
                strength[i] > 1000000000000LL)
                return 1;
            left[i] = (int)i;
        }
        long long beaten = 0;
        for (long count = n; count > 1; count /= 2)
            for (long i = 0; i < count / 2; i++) {
                int p = left[2 * i], q = left[2 * i + 1];
                int winner = strength[p] >= strength[q] ? p : q;
                left[i] = winner;
            }
        int champion = left[0];
        /* the players the champion beat: the other side's winner of each round */
        for (long half = 1; half < n; half *= 2) {
            long block = (champion / half) ^ 1;  /* the block of players met in this round */
            int best = (int)(block * half);
            for (long i = block * half; i < (block + 1) * half; i++)
                if (strength[i] > strength[best]) best = (int)i;
            beaten += strength[best];
        }
        printf("%d %lld\n", champion + 1, beaten);
    }
    free(strength);
    free(left);
    return 0;
}
