/* Big products.  Input: T (1 <= T <= 100), then T test cases, one per line: "N K", N a
   non-negative integer of 1 to 10^4 decimal digits without leading zeros (0 itself is "0") and
   K an integer with |K| <= 10^9, as scanf's %lld reads it (an optional sign and digits).
   Output per case: the product N * K in decimal, with a minus sign when it is negative. */
#include <stdio.h>
#include <string.h>

#define MAXDIGITS 10000

int main(void) {
    static char n[MAXDIGITS + 2];
    static char product[MAXDIGITS + 16];  /* its digits, the lowest first */
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 100) return 1;
    while (t--) {
        long long k;
        if (scanf("%10001s %lld", n, &k) != 2 || k < -1000000000LL || k > 1000000000LL) return 1;
        int len = (int)strlen(n);
        if (len > MAXDIGITS || (n[0] == '0' && len > 1)) return 1;
        for (int i = 0; i < len; i++)
            if (n[i] < '0' || n[i] > '9') return 1;
        int negative = k < 0;
        long long m = negative ? -k : k, carry = 0;
        int digits = 0;
        for (int i = len - 1; i >= 0; i--) {
            long long cur = (n[i] - '0') * m + carry;
            product[digits++] = (char)(cur % 10);
            carry = cur / 10;
        }
        while (carry) {
            product[digits++] = (char)(carry % 10);
            carry /= 10;
        }
        while (digits > 1 && product[digits - 1] == 0) digits--;
        if (negative && !(digits == 1 && product[0] == 0)) putchar('-');
        while (digits > 0) putchar('0' + product[--digits]);
        putchar('\n');
    }
    return 0;
}
