/* String hashes.  Input: n (1 <= n <= 10^5) on a line, then n lines, each a string of 1 to 10^5
   bytes other than newline.  The hash of a string is h = h * 31 + byte over its bytes (as
   unsigned values), from h = 0, modulo 2^32.  Output: each string's hash in decimal, one per
   line, then the number of distinct hash values. */
#include <stdio.h>
#include <stdlib.h>

#define MAXLEN 100000

static int cmp(const void *a, const void *b) {
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return (x > y) - (x < y);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 1 || n > 100000) return 1;
    if (getchar() != '\n') return 1;
    unsigned *hashes = malloc(sizeof(unsigned) * (size_t)n);
    if (!hashes) return 1;
    for (int i = 0; i < n; i++) {
        unsigned h = 0;
        int len = 0, c;
        while ((c = getchar()) != '\n' && c != EOF) {
            if (++len > MAXLEN) return 1;
            h = h * 31u + (unsigned char)c;
        }
        if (len == 0) return 1;
        hashes[i] = h;
        printf("%u\n", h);
    }
    qsort(hashes, (size_t)n, sizeof(unsigned), cmp);
    int distinct = 1;
    for (int i = 1; i < n; i++) distinct += hashes[i] != hashes[i - 1];
    printf("%d\n", distinct);
    free(hashes);
    return 0;
}
