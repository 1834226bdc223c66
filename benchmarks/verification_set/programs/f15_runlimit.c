/* Bit strings without long runs, over several test cases.  Input: T (1 <= T <= 10^5), then T
   cases, each two integers n and k (1 <= k <= n <= 10^6; the n of all the cases add up to at
   most 2 * 10^6), all separated by blanks (spaces, tabs, carriage returns or newlines); every
   number as scanf's %ld reads it (an optional sign and digits).  Output per case a line with
   the number of strings of n bits (0s and 1s) in which no more than k equal bits come in a row,
   modulo 1000000007; then a last line "cases T largest X at I": X the largest of the numbers
   printed and I the first case (counted from 1) that printed it. */
#include <stdio.h>

#define P 1000000007ULL
#define MAXN 1000000

/* ways[j]: the ways to cut j bits into runs of 1 to k bits */
static unsigned long long ways[MAXN + 1];

int main(void) {
    long t, seen = 0, best_case = 0;
    unsigned long long best = 0;
    if (scanf("%ld", &t) != 1 || t < 1 || t > 100000) return 1;
    for (long i = 1; i <= t; i++) {
        long n, k;
        if (scanf("%ld %ld", &n, &k) != 2 || k < 1 || n < k || n > MAXN) return 1;
        seen += n;
        if (seen > 2000000) return 1;
        ways[0] = 1;
        unsigned long long window = 1;  /* ways[j - k] + ... + ways[j - 1], modulo P */
        for (long j = 1; j <= n; j++) {
            ways[j] = window;
            window += ways[j];
            if (j >= k) window += P - ways[j - k];
            window %= P;
        }
        unsigned long long answer = 2 * ways[n] % P;
        printf("%llu\n", answer);
        if (i == 1 || answer > best) {
            best = answer;
            best_case = i;
        }
    }
    printf("cases %ld largest %llu at %ld\n", t, best, best_case);
    return 0;
}
