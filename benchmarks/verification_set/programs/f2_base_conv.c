/* Bases.  Input: T (1 <= T <= 10^5), then T lines "b1 b2 x" (2 <= b1, b2 <= 36): x is an
   integer, 0 <= x < 2^64, written in base b1 with the digits 0-9 and then the letters a-z in
   either case (A and a are both 10), without leading zeros (0 itself is "0").  Output per line:
   x written in base b2, letters in lowercase. */
#include <stdio.h>
#include <string.h>

static int digit_value(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 100000) return 1;
    while (t-- > 0) {
        int from, to;
        char text[80];
        if (scanf("%d %d %79s", &from, &to, text) != 3 || from < 2 || from > 36 || to < 2 ||
            to > 36)
            return 1;
        size_t len = strlen(text);
        if (len > 64 || (len > 1 && text[0] == '0')) return 1;
        unsigned long long x = 0;
        for (size_t i = 0; i < len; i++) {
            int d = digit_value((unsigned char)text[i]);
            if (d >= from || x > (~0ULL - (unsigned)d) / (unsigned)from) return 1;
            x = x * (unsigned)from + (unsigned)d;
        }
        char out[65];
        int k = 65;
        do {
            int d = (int)(x % (unsigned)to);
            out[--k] = (char)(d < 10 ? '0' + d : 'a' + d - 10);
            x /= (unsigned)to;
        } while (x > 0);
        printf("%.*s\n", 65 - k, out + k);
    }
    return 0;
}
