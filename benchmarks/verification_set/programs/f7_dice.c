/* Dice.  Input: lines until the end of the input, each at most 2,000 bytes: a sum of at most
   100 terms joined by '+' or '-', the first term optionally preceded by a sign; a term is a
   roll "NdS" or "dS" (N dice of S faces, N = 1 when left out; 1 <= N, S <= 10^6) or a
   constant K (0 <= K <= 10^12); numbers are decimal digits, and blanks (spaces, tabs) may
   stand between the tokens.  Output per line: "MIN MAX MEAN", the smallest and the largest
   value of the sum and its mean with one decimal (exact: it is a multiple of 0.5), or
   "invalid" when the line is not such a sum (an empty line is not). */
#include <stdio.h>

static const char *at;

static void blanks(void) {
    while (*at == ' ' || *at == '\t') at++;
}

static int number(long long most, long long *out) {  /* decimal digits, at most most */
    if (*at < '0' || *at > '9') return 0;
    long long v = 0;
    while (*at >= '0' && *at <= '9') {
        v = v * 10 + (*at++ - '0');
        if (v > most) return 0;
    }
    *out = v;
    return 1;
}

static int evaluate(long long *lo, long long *hi) {
    *lo = *hi = 0;
    int terms = 0, sign = 1;
    blanks();
    if (*at == '+' || *at == '-') {
        sign = *at++ == '-' ? -1 : 1;
        blanks();
    }
    for (;;) {
        long long n = 1, s, low, high;
        if (++terms > 100) return 0;
        if (*at != 'd' && !number(1000000000000LL, &n)) return 0;
        blanks();
        if (*at == 'd') {
            at++;
            blanks();
            if (n < 1 || n > 1000000 || !number(1000000, &s) || s < 1) return 0;
            low = n;
            high = n * s;
        } else {
            low = high = n;
        }
        if (sign > 0) {
            *lo += low;
            *hi += high;
        } else {
            *lo -= high;
            *hi -= low;
        }
        blanks();
        if (*at == '\0') return 1;
        if (*at != '+' && *at != '-') return 0;
        sign = *at++ == '-' ? -1 : 1;
        blanks();
    }
}

int main(void) {
    static char line[2002];
    int c;
    for (;;) {
        int len = 0;
        while ((c = getchar()) != EOF && c != '\n') {
            if (len == 2000) return 1;
            line[len++] = (char)c;
        }
        if (c == EOF && len == 0) break;
        line[len] = '\0';
        at = line;
        long long lo, hi;
        if (!evaluate(&lo, &hi)) {
            puts("invalid");
        } else {
            long long twice = lo + hi;
            long long whole = (twice < 0 ? -twice : twice) / 2;
            printf("%lld %lld %s%lld.%d\n", lo, hi, twice < 0 ? "-" : "", whole, (int)(twice % 2 != 0) * 5);
        }
        if (c == EOF) break;
    }
    return 0;
}
