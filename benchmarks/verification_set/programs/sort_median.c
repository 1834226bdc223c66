/* Order statistics.  Input: n (1 <= n <= 200000), then n integers (|a_i| <= 10^18).  Output:
   the number of distinct values, the minimum, the lower median (the ((n + 1) / 2)-th smallest)
   and the maximum. */
#include <stdio.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > 200000) return 1;
    long long *a = malloc(sizeof(long long) * (size_t)n);
    if (!a) return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%lld", &a[i]) != 1) return 1;
    qsort(a, (size_t)n, sizeof a[0], cmp);
    int distinct = 1;
    for (int i = 1; i < n; i++) distinct += a[i] != a[i - 1];
    printf("%d %lld %lld %lld\n", distinct, a[0], a[(n - 1) / 2], a[n - 1]);
    free(a);
    return 0;
}
