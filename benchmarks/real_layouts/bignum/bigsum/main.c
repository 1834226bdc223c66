#include <stdio.h>
#include <string.h>
/* sums of pairs of decimal numbers of any length, digit by digit */
static char a[200005], b[200005], r[200010];
int main(void) {
    int cases;
    if (scanf("%d", &cases) != 1) return 1;
    while (cases-- > 0) {
        if (scanf("%200000s %200000s", a, b) != 2) return 1;
        int i = (int)strlen(a) - 1, j = (int)strlen(b) - 1, k = 0, carry = 0;
        while (i >= 0 || j >= 0 || carry) {
            int s = carry + (i >= 0 ? a[i--] - '0' : 0) + (j >= 0 ? b[j--] - '0' : 0);
            r[k++] = (char)('0' + s % 10);
            carry = s / 10;
        }
        while (k > 0) putchar(r[--k]);
        putchar('\n');
    }
    return 0;
}
