/* Card numbers.  Input: lines until the end of the input, at most 10^4 of them, each ended by
   a newline and holding 2 to 10^4 digits, possibly grouped by single spaces or dashes between
   digits.  Output: per line "valid" or "invalid" by the Luhn check (from the rightmost digit,
   every second digit doubled, 9 taken off a double above 9, the sum a multiple of 10), a space
   and the number of digits; then "valid V of N". */
#include <stdio.h>

int main(void) {
    int c, digits = 0;
    long valid = 0, lines = 0;
    /* sums for both parities of the position from the left; which one is doubled is known
       only at the end of the line */
    long plain[2] = {0, 0}, doubled[2] = {0, 0};
    while ((c = getchar()) != EOF) {
        if (c >= '0' && c <= '9') {
            int d = c - '0', twice = 2 * d > 9 ? 2 * d - 9 : 2 * d;
            plain[digits % 2] += d;
            doubled[digits % 2] += twice;
            digits++;
        } else if (c == '\n') {
            if (digits < 2) return 1;
            /* the rightmost digit (index digits - 1) is plain; the one before it doubled */
            int last = (digits - 1) % 2;
            long sum = plain[last] + doubled[1 - last];
            int ok = sum % 10 == 0;
            printf("%s %d\n", ok ? "valid" : "invalid", digits);
            valid += ok;
            lines++;
            digits = 0;
            plain[0] = plain[1] = doubled[0] = doubled[1] = 0;
        } else if (c != ' ' && c != '-') {
            return 1;
        }
    }
    if (digits) return 1;
    printf("valid %ld of %ld\n", valid, lines);
    return 0;
}
