/* Address ranges.  Input: n (1 <= n <= 10^5), then n ranges, each two IPv4 addresses A B
   (A <= B, the range holds A, B and the addresses between), then q (1 <= q <= 10^5) and q
   addresses, all separated by blanks (spaces, tabs or newlines).  An address is four numbers
   from 0 to 255 of one to three digits each (leading zeros allowed), joined by dots.
   Output: a line with the number of ranges left when the ranges that overlap or touch are
   merged, and the number of addresses they cover; then per query address the number of the
   given ranges that hold it. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 100000

static unsigned long long lo[MAXN], hi[MAXN], los[MAXN], his[MAXN];

static int address(unsigned long long *out) {
    char s[32];
    if (scanf("%31s", s) != 1) return 0;
    unsigned long long a = 0;
    int i = 0;
    for (int part = 0; part < 4; part++) {
        if (part > 0 && s[i++] != '.') return 0;
        int digits = 0, v = 0;
        while (s[i] >= '0' && s[i] <= '9' && digits < 3) {
            v = v * 10 + (s[i++] - '0');
            digits++;
        }
        if (digits == 0 || v > 255) return 0;
        a = a * 256 + (unsigned long long)v;
    }
    if (s[i] != '\0') return 0;
    *out = a;
    return 1;
}

static int by_value(const void *p, const void *q) {
    unsigned long long x = *(const unsigned long long *)p, y = *(const unsigned long long *)q;
    return (x > y) - (x < y);
}

static int by_start(const void *p, const void *q) {
    const unsigned long long *x = p, *y = q;
    return (x[0] > y[0]) - (x[0] < y[0]);
}

static unsigned long long pairs[MAXN][2];

/* how many of the sorted values v[0..n) are at most x */
static long at_most(const unsigned long long *v, long n, unsigned long long x) {
    long a = 0, b = n;
    while (a < b) {
        long mid = (a + b) / 2;
        if (v[mid] <= x) a = mid + 1;
        else b = mid;
    }
    return a;
}

int main(void) {
    long n, q;
    if (scanf("%ld", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (long i = 0; i < n; i++) {
        if (!address(&lo[i]) || !address(&hi[i]) || lo[i] > hi[i]) return 1;
        los[i] = lo[i];
        his[i] = hi[i];
        pairs[i][0] = lo[i];
        pairs[i][1] = hi[i];
    }
    qsort(los, (size_t)n, sizeof *los, by_value);
    qsort(his, (size_t)n, sizeof *his, by_value);
    qsort(pairs, (size_t)n, sizeof *pairs, by_start);
    long merged = 0;
    unsigned long long covered = 0, from = pairs[0][0], to = pairs[0][1];
    for (long i = 1; i <= n; i++) {
        if (i < n && pairs[i][0] <= to + 1) {
            if (pairs[i][1] > to) to = pairs[i][1];
            continue;
        }
        merged++;
        covered += to - from + 1;
        if (i < n) {
            from = pairs[i][0];
            to = pairs[i][1];
        }
    }
    printf("%ld %llu\n", merged, covered);
    if (scanf("%ld", &q) != 1 || q < 1 || q > MAXN) return 1;
    while (q--) {
        unsigned long long x;
        if (!address(&x)) return 1;
        /* the ranges starting at most x, less those ending before x */
        printf("%ld\n", at_most(los, n, x) - (x > 0 ? at_most(his, n, x - 1) : 0));
    }
    return 0;
}
