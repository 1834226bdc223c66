/* Nim over several test cases.  Input: T (1 <= T <= 10^4), then T cases, each a count n
   (1 <= n <= 10^5) and n pile sizes a1 .. an (0 <= a <= 10^18), the counts of all cases adding
   up to at most 2 * 10^5; every number as scanf's %lld reads it (an optional sign and digits),
   all separated by blanks.  Two players take turns; a turn takes one or more stones from one
   pile, and the player who cannot take any loses.  Output per case, on a line: "second" when
   the player to move loses against the best play, else "first K I S": K the number of winning
   moves (after which the other player loses against the best play), I the pile (from 1) of
   the first of them in the order of the piles and S the stones it takes; then a last line
   "first wins W of T", W the cases the player to move wins. */
#include <stdio.h>

#define MAXN 100000
#define LIMIT 1000000000000000000LL

static long long a[MAXN];

int main(void) {
    long long t, wins = 0, piles = 0;
    if (scanf("%lld", &t) != 1 || t < 1 || t > 10000) return 1;
    for (long long c = 0; c < t; c++) {
        long long n;
        if (scanf("%lld", &n) != 1 || n < 1 || n > MAXN) return 1;
        piles += n;
        if (piles > 2 * MAXN) return 1;
        unsigned long long x = 0;  /* the nim sum */
        for (long i = 0; i < n; i++) {
            if (scanf("%lld", &a[i]) != 1 || a[i] < 0 || a[i] > LIMIT) return 1;
            x ^= (unsigned long long)a[i];
        }
        if (x == 0) {
            puts("second");
            continue;
        }
        long moves = 0, first = -1;
        for (long i = 0; i < n; i++)
            if (((unsigned long long)a[i] ^ x) < (unsigned long long)a[i]) {
                if (first < 0) first = i;
                moves++;
            }
        wins++;
        long long keep = (long long)((unsigned long long)a[first] ^ x);
        printf("first %ld %ld %lld\n", moves, first + 1, a[first] - keep);
    }
    printf("first wins %lld of %lld\n", wins, t);
    return 0;
}
