import { useSearchParams } from "react-router";

/**
 * The goodbye after an account is deleted: settings redirect to /?accountDeleted=family (the
 * primary parent, whose family went too) or /?accountDeleted=account (a co-parent). Rendered by
 * the landing page; it says nothing for any other visitor.
 */
export function AccountDeletedNotice() {
  const [searchParams] = useSearchParams();
  const deleted = searchParams.get("accountDeleted");
  if (deleted !== "family" && deleted !== "account") return null;
  return (
    <div role="status" className="border-b border-green-700 bg-green-50 px-4 py-4 text-center text-slate-900">
      <p className="font-semibold">Goodbye, and thank you for learning with us.</p>
      <p>
        {deleted === "family"
          ? "Your account and all of your family's data are deleted, and you are signed out everywhere."
          : "Your account is deleted, and you are signed out everywhere."}{" "}
        You are always welcome back.
      </p>
    </div>
  );
}
