/* Z-function of a seeded string: sum of all z values, the number of periods (p with
   p + z[p] == n) and the largest z. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    int k = 1, period = 0;
    unsigned seed = 0;
    if (scanf("%ld %d %d %u", &n, &k, &period, &seed) != 4 || n < 0) n = 0;
    if (k < 1 || k > 26) k = 26;
    char *s = malloc((size_t)n + 1);
    long *z = calloc((size_t)n + 1, sizeof(long));
    if (!s || !z) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        s[i] = (period > 0 && i >= period && (x >> 8) % 100u < 98u) ? s[i - period]
                                                                   : (char)('a' + (x >> 16) % (unsigned)k);
    }
    long long sum = 0;
    long periods = 0, largest = 0;
    for (long i = 1, l = 0, r = 0; i < n; i++) {
        if (i < r) z[i] = r - i < z[i - l] ? r - i : z[i - l];
        while (i + z[i] < n && s[z[i]] == s[i + z[i]]) z[i]++;
        if (i + z[i] > r) { l = i; r = i + z[i]; }
        sum += z[i];
        if (i + z[i] == n) periods++;
        if (z[i] > largest) largest = z[i];
    }
    printf("%lld %ld %ld\n", sum, periods, largest);
    free(s); free(z);
    return 0;
}
