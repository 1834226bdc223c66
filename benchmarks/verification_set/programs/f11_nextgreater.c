/* The next greater value.  Input: n (1 <= n <= 2 * 10^5), then n integers a1 .. an
   (|a| <= 10^12), then q (1 <= q <= 2 * 10^5) and q positions i (1 <= i <= n), all separated
   by blanks (spaces, tabs or newlines); every number as scanf's %lld reads it (an optional sign
   and digits).  Output: per query, the first position j > i with a_j > a_i and a_j, on one
   line, or "none" when there is no such position. */
#include <stdio.h>

#define MAXN 200000
#define TOP 1000000000000LL

static long long a[MAXN + 1];
static long next_at[MAXN + 1];
static long stack[MAXN + 1];

int main(void) {
    long long n, q;
    if (scanf("%lld", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (long i = 1; i <= n; i++)
        if (scanf("%lld", &a[i]) != 1 || a[i] < -TOP || a[i] > TOP) return 1;
    long depth = 0;
    for (long i = n; i >= 1; i--) {
        while (depth > 0 && a[stack[depth - 1]] <= a[i]) depth--;
        next_at[i] = depth > 0 ? stack[depth - 1] : 0;
        stack[depth++] = i;
    }
    if (scanf("%lld", &q) != 1 || q < 1 || q > MAXN) return 1;
    while (q--) {
        long long i;
        if (scanf("%lld", &i) != 1 || i < 1 || i > n) return 1;
        if (next_at[i] == 0) puts("none");
        else printf("%ld %lld\n", next_at[i], a[next_at[i]]);
    }
    return 0;
}
