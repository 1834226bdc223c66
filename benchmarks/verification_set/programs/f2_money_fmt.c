/* Money.  Input: amounts in cents, one per line (the last line may lack its newline), at most
   10^5 of them: each an optional sign (+ or -) and 1 to 13 digits, read with strtoll.  Output
   per amount: the amount in dollars, with a comma between groups of three digits, a point and
   two digits of cents, and a minus sign in front of a negative amount ("-1,234.56", "0.05",
   "-0.05"; "0.00" for 0 and for -0); then "total " and the sum of the amounts in the same
   form. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void print_money(long long cents) {
    unsigned long long u = cents < 0 ? 0 - (unsigned long long)cents : (unsigned long long)cents;
    unsigned long long dollars = u / 100;
    char digits[40];
    int k = 0, n = 0;
    do {
        if (n > 0 && n % 3 == 0) digits[k++] = ',';
        digits[k++] = (char)('0' + dollars % 10);
        dollars /= 10;
        n++;
    } while (dollars > 0);
    if (cents < 0) putchar('-');
    while (k > 0) putchar(digits[--k]);
    printf(".%02llu\n", u % 100);
}

int main(void) {
    char line[64];
    long long total = 0;
    while (fgets(line, sizeof line, stdin)) {
        size_t len = strcspn(line, "\n");
        line[len] = '\0';
        const char *digits = line + (line[0] == '+' || line[0] == '-');
        size_t ndigits = strspn(digits, "0123456789");
        if (ndigits < 1 || ndigits > 13 || digits[ndigits] != '\0') return 1;
        char *end;
        errno = 0;
        long long cents = strtoll(line, &end, 10);
        if (errno || *end != '\0') return 1;
        print_money(cents);
        total += cents;
    }
    printf("total ");
    print_money(total);
    return 0;
}
