/* Fractions.  Input: lines until the end of the input (the last may lack its newline), each
   "A/B OP C/D": two fractions and one of + - * / between them, separated by one space; A and C
   are integers with |A|, |C| <= 10^9, B and D integers with 1 <= B, D <= 10^9, each as strtoll
   reads it in base 10 (an optional sign, then digits); C is not 0 when OP is '/'.  Output per
   line: the result in lowest terms, "P/Q" with Q > 1, or "P" when it is a whole number. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long long gcd(long long a, long long b) {
    if (a < 0) a = -a;
    while (b) {
        long long t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static int parse_fraction(char **p, long long *num, long long *den) {
    char *end;
    *num = strtoll(*p, &end, 10);
    if (end == *p || *end != '/') return 0;
    *p = end + 1;
    *den = strtoll(*p, &end, 10);
    if (end == *p || *den < 1) return 0;
    *p = end;
    return 1;
}

int main(void) {
    static char line[256];
    while (fgets(line, sizeof line, stdin)) {
        char *p = line;
        long long a, b, c, d, num, den;
        if (!parse_fraction(&p, &a, &b) || *p != ' ') return 1;
        char op = p[1];
        if (p[2] != ' ') return 1;
        p += 3;
        if (!parse_fraction(&p, &c, &d)) return 1;
        switch (op) {
        case '+': num = a * d + c * b; den = b * d; break;
        case '-': num = a * d - c * b; den = b * d; break;
        case '*': num = a * c; den = b * d; break;
        case '/':
            if (c == 0) return 1;
            num = a * d;
            den = b * c;
            if (den < 0) {
                num = -num;
                den = -den;
            }
            break;
        default: return 1;
        }
        long long g = gcd(num, den);
        num /= g;
        den /= g;
        if (den == 1)
            printf("%lld\n", num);
        else
            printf("%lld/%lld\n", num, den);
    }
    return 0;
}
