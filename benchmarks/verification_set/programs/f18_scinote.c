/* Decimal numbers in scientific notation, one a line.  Input: lines until the end of the input
   (at most 10^6 bytes in all); the last line may lack its newline, and a carriage return just
   before a newline is no part of its line.  A line should hold a decimal number: an optional
   sign ('+' or '-'), then digits with at most one '.' among them (before, between or after
   them), at least one digit in all, and nothing else.  Output per line: "invalid", or the
   number in scientific notation with every significant digit kept: a '-' for a negative
   number, its first nonzero digit, then when more digits up to its last nonzero one follow,
   a '.' and those digits, then 'e' and the power of ten (a '-' before a negative one):
   -0.00012300 is -1.23e-4, 12300 is 1.23e4 and +5. is 5e0.  A zero, whatever its sign or
   digits, is 0e0.  Then a last line "numbers V invalid I", V the valid lines and I the
   others. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long valid = 0, invalid = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') {
            n--;
            if (n > 0 && line[n - 1] == '\r') n--;
        }
        long i = 0;
        int negative = 0;
        if (i < n && (line[i] == '+' || line[i] == '-')) negative = line[i++] == '-';
        long digits = 0, before_dot = -1;  /* digits before the '.', -1 while none seen */
        long first = -1, last = -1;        /* positions of the first and last nonzero digit */
        int ok = 1;
        for (; i < n; i++) {
            if (line[i] == '.') {
                if (before_dot >= 0) ok = 0;
                before_dot = digits;
            } else if (line[i] >= '0' && line[i] <= '9') {
                if (line[i] != '0') {
                    if (first < 0) first = i;
                    last = i;
                }
                digits++;
            } else {
                ok = 0;
            }
        }
        if (!ok || digits == 0) {
            puts("invalid");
            invalid++;
            continue;
        }
        valid++;
        if (first < 0) {
            puts("0e0");
            continue;
        }
        if (before_dot < 0) before_dot = digits;
        /* the first nonzero digit's place among the digits */
        long place = 0;
        for (long j = 0; j < first; j++)
            if (line[j] >= '0' && line[j] <= '9') place++;
        long power = before_dot - place - 1;
        if (negative) putchar('-');
        putchar(line[first]);
        if (last > first) {
            putchar('.');
            for (long j = first + 1; j <= last; j++)
                if (line[j] != '.') putchar(line[j]);
        }
        printf("e%ld\n", power);
    }
    printf("numbers %ld invalid %ld\n", valid, invalid);
    free(line);
    return 0;
}
