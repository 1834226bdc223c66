/* Big sum.  Input: two non-negative integers, one per line, each of 1 to 10^5 digits and without
   leading zeros (0 itself is "0").  Output: their sum. */
#include <stdio.h>
#include <string.h>

#define MAXDIGITS 100000

static char a[MAXDIGITS + 2], b[MAXDIGITS + 2];
static char sum[MAXDIGITS + 2];

static int read_number(char *out) {
    int len = 0, c = getchar();
    while (c >= '0' && c <= '9') {
        if (len == MAXDIGITS) return -1;
        out[len++] = (char)c;
        c = getchar();
    }
    if (c != '\n' && c != EOF) return -1;
    out[len] = '\0';
    return len;
}

int main(void) {
    int la = read_number(a), lb = read_number(b);
    if (la < 1 || lb < 1) return 1;
    int longest = la > lb ? la : lb, carry = 0;
    for (int k = 0; k < longest; k++) {  /* the k-th digit from the right */
        int digit = carry;
        if (k < la) digit += a[la - 1 - k] - '0';
        if (k < lb) digit += b[lb - 1 - k] - '0';
        carry = digit >= 10;
        sum[longest - k] = (char)('0' + digit % 10);
    }
    sum[0] = (char)('0' + carry);
    sum[longest + 1] = '\0';
    const char *start = sum;
    while (*start == '0' && start[1] != '\0') start++;
    puts(start);
    return 0;
}
