/* Run-length encode a seeded string with long runs ("a3b12..."), decode it back, and print the
   encoded length, the number of runs and the longest run. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    int max_run = 1;
    unsigned seed = 0;
    if (scanf("%ld %d %u", &n, &max_run, &seed) != 3 || n < 0) n = 0;
    if (max_run < 1) max_run = 1;
    char *s = malloc((size_t)n + 1), *enc = malloc((size_t)n * 12 + 16), *dec = malloc((size_t)n + 1);
    if (!s || !enc || !dec) return 1;
    unsigned x = seed;
    for (long i = 0; i < n;) {
        x = x * 1103515245u + 12345u;
        char c = (char)('a' + (x >> 16) % 4u);
        long run = 1 + (long)((x >> 4) % (unsigned)max_run);
        for (long j = 0; j < run && i < n; j++) s[i++] = c;
    }
    long e = 0, runs = 0, longest = 0;
    for (long i = 0; i < n;) {
        long j = i;
        while (j < n && s[j] == s[i]) j++;
        enc[e++] = s[i];
        char digits[24];
        int d = 0;
        for (long r = j - i; r > 0; r /= 10) digits[d++] = (char)('0' + r % 10);
        while (d > 0) enc[e++] = digits[--d];
        runs++;
        if (j - i > longest) longest = j - i;
        i = j;
    }
    long out = 0;
    for (long i = 0; i < e;) {
        char c = enc[i++];
        long r = 0;
        while (i < e && enc[i] >= '0' && enc[i] <= '9') r = r * 10 + (enc[i++] - '0');
        while (r-- > 0 && out < n) dec[out++] = c;
    }
    long same = out == n;
    for (long i = 0; same && i < n; i++) same = dec[i] == s[i];
    printf("%ld %ld %ld %s\n", e, runs, longest, same ? "roundtrip" : "broken");
    free(s); free(enc); free(dec);
    return 0;
}
