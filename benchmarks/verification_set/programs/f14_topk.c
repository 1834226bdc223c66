/* The top of a leaderboard, a counted list answering queries.  Input: n (1 <= n <= 2 * 10^5),
   then n scores s (0 <= s <= 10^12), then q (1 <= q <= 2 * 10^5) and q ranks k (1 <= k <= n),
   all separated by blanks (spaces, tabs, carriage returns or newlines); every number as scanf's
   %lld reads it (an optional sign and digits).  Output: a line "distinct D" with the number of
   different scores; then per rank k a line "sum S cut C tied T": S the sum of the k highest
   scores, C the k-th highest score and T how many of the n scores equal C. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 200000

static long long score[MAXN], sum[MAXN + 1];
static long first[MAXN], last[MAXN];  /* the first and last place of each score's run */

static int descending(const void *pa, const void *pb) {
    long long a = *(const long long *)pa, b = *(const long long *)pb;
    return (a < b) - (a > b);
}

int main(void) {
    long n;
    if (scanf("%ld", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (long i = 0; i < n; i++)
        if (scanf("%lld", &score[i]) != 1 || score[i] < 0 || score[i] > 1000000000000LL) return 1;
    qsort(score, (size_t)n, sizeof score[0], descending);
    long distinct = 0;
    for (long i = 0; i < n; i++) {
        sum[i + 1] = sum[i] + score[i];
        if (i > 0 && score[i] == score[i - 1]) {
            first[i] = first[i - 1];
        } else {
            first[i] = i;
            distinct++;
        }
    }
    for (long i = n - 1; i >= 0; i--)
        last[i] = i + 1 < n && score[i + 1] == score[i] ? last[i + 1] : i;
    printf("distinct %ld\n", distinct);
    long q;
    if (scanf("%ld", &q) != 1 || q < 1 || q > 200000) return 1;
    while (q--) {
        long k;
        if (scanf("%ld", &k) != 1 || k < 1 || k > n) return 1;
        printf("sum %lld cut %lld tied %ld\n", sum[k], score[k - 1],
               last[k - 1] - first[k - 1] + 1);
    }
    return 0;
}
