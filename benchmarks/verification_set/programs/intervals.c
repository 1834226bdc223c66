/* Interval union.  Input: n (1 <= n <= 10^5), then n intervals "l r" (-2 * 10^9 <= l <= r <= 2 * 10^9).
   Intervals that overlap or touch (share an end point) merge.  Output: the number of merged
   intervals and their total length (the sum of r - l over the merged intervals). */
#include <stdio.h>
#include <stdlib.h>

typedef struct { int l, r; } Interval;

static int by_start(const void *a, const void *b) {
    const Interval *x = a, *y = b;
    if (x->l != y->l) return (x->l > y->l) - (x->l < y->l);
    return (x->r > y->r) - (x->r < y->r);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > 100000) return 1;
    Interval *iv = malloc(sizeof(Interval) * (size_t)n);
    if (!iv) return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%d %d", &iv[i].l, &iv[i].r) != 2 || iv[i].l > iv[i].r || iv[i].l < -2000000000 ||
            iv[i].r > 2000000000)
            return 1;
    qsort(iv, (size_t)n, sizeof(Interval), by_start);
    long merged = 0;
    long long total = 0;
    int start = iv[0].l, end = iv[0].r;
    for (int i = 1; i < n; i++) {
        if (iv[i].l <= end) {
            if (iv[i].r > end) end = iv[i].r;
        } else {
            merged++;
            total += (long long)end - start;
            start = iv[i].l;
            end = iv[i].r;
        }
    }
    merged++;
    total += (long long)end - start;
    printf("%ld %lld\n", merged, total);
    free(iv);
    return 0;
}
